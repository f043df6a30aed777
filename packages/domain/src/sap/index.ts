export * from './sap-onboarding.schema.js';
