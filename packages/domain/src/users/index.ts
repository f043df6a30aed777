export * from './user.schema.js';
export * from './user-roles.js';
