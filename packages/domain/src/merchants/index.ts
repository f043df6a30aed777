export * from './merchant.schema.js';
