export * from './cache.schema.js';
export * from './processor-settlement.schema.js';
export * from './reconciliation.schema.js';
export * from './settlement-update.schema.js';
export * from './status-update.schema.js';
