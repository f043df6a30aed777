export * from './middleware.schema.js';
