export * from './domain-events.js';
