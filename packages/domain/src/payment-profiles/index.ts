export * from './check-profile-routing.js';
export * from './max-amount.js';
export * from './payment-profile.schema.js';
