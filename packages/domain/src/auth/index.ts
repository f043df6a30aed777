export * from './auth.schema.js';
