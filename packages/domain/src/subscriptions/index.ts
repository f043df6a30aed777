export * from './billing.js';
export * from './subscription.schema.js';
export * from './subscription-discount.schema.js';
