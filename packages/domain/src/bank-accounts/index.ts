export * from './bank-account.schema.js';
export * from './iban.js';
