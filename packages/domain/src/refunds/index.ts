export * from './available-amount.js';
export * from './create-refund.schema.js';
export * from './refund.schema.js';
