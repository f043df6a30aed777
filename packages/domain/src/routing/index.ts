export * from './routing.schema.js';
export * from './routing-endpoints.js';
