export * from './settlement.schema.js';
