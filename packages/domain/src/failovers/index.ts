export * from './failover.schema.js';
