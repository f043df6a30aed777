export * from './calculate-fees.js';
export * from './package.schema.js';
export * from './pricing-scheme.schema.js';
