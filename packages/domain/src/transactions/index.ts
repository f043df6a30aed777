export * from './capture.schema.js';
export * from './transaction.schema.js';
