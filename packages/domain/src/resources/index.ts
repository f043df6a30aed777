export * from './ref-id.js';
export * from './resource-schema.js';
