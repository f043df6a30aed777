export * from './subscription.schema.js';
export * from './subscription-discount.schema.js';
