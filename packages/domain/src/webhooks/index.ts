export * from './webhook.schema.js';
