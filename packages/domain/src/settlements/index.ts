export * from './next-settlement-run.js';
export * from './one-off.schema.js';
export * from './payout.schema.js';
export * from './settlement.schema.js';
export * from './settlement-line.schema.js';
export * from './settlement-profile.schema.js';
export * from './settlement-run.schema.js';
export * from './settlement-schedule.schema.js';
