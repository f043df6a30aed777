export * from './tag.schema.js';
