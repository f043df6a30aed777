export * from './link-expiry.js';
export * from './open-link.js';
export * from './payment-link.schema.js';
