export * from './ledger-accounts.js';
export * from './ledger-entry.schema.js';
