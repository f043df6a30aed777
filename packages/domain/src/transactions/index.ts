export * from './transaction.schema.js';
