export * from './resource-schema.js';
