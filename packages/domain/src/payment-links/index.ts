export * from './link-expiry.js';
export * from './payment-link.schema.js';
