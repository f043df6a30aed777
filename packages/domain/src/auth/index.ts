export * from './auth.schema.js';
export * from './password-policy.js';
export * from './profile.schema.js';
