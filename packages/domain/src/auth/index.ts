export * from './auth.schema.js';
export * from './password-policy.js';
