export * from './amount.schema.js';
export * from './money.js';
