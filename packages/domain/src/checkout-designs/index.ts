export * from './checkout-design.schema.js';
