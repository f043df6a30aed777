export * from './capture.schema.js';
export * from './create-payment.schema.js';
export * from './decision-trace.js';
export * from './middleware-decisions.js';
export * from './status-reasons.js';
export * from './transaction.schema.js';
export * from './transaction-history.schema.js';
export * from './transaction-variants.js';
