export * from './organisation.schema.js';
