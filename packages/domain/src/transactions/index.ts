export * from './transaction.schema.js';
export * from './create-payment.schema.js';
export * from './middleware-decisions.js';
