export * from './routing.schema.js';
