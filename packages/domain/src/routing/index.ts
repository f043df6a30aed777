export * from './evaluate-routing.js';
export * from './routability.js';
export * from './routing.schema.js';
export * from './routing-diff.js';
export * from './routing-endpoints.js';
