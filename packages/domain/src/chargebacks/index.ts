export * from './chargeback.schema.js';
