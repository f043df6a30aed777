export * from './scheduled-transaction.schema.js';
