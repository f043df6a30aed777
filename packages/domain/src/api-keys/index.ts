export * from './api-key.schema.js';
