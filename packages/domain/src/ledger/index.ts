export * from './book-movements.js';
export * from './ledger-accounts.js';
export * from './ledger-balances.js';
export * from './ledger-entry.schema.js';
