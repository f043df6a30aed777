export * from './check-css.js';
export * from './checkout-design.schema.js';
