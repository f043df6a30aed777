export * from './processor.schema.js';
