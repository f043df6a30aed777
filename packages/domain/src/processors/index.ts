export * from './processor.schema.js';
export * from './test-cards.js';
