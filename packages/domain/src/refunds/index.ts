export * from './create-refund.schema.js';
export * from './refund.schema.js';
