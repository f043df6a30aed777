export * from './pricing-scheme.schema.js';
