export * from './ref-id.js';
export * from './resource-map.js';
export * from './resource-schema.js';
