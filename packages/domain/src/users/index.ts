export * from './user.schema.js';
