export * from './bank-status.schema.js';
export * from './pain001.js';
export * from './payout-file.schema.js';
