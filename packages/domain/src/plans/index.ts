export * from './plan.schema.js';
