export * from './customer.schema.js';
