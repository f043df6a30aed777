export * from './payment-link.schema.js';
