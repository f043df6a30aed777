export * from './check-profile-routing.js';
export * from './payment-profile.schema.js';
