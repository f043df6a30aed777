export * from './lifecycle.js';
export * from './status-catalogue.js';
