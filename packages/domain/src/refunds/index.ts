export * from './refund.schema.js';
