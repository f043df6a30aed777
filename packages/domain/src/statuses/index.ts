export * from './status-catalogue.js';
