export * from './payment-profile.schema.js';
