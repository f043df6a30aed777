export * from './rfm.js';
export * from './statistics.js';
export * from './statistics.schema.js';
export * from './totals.js';
export * from './trend.js';
