export * from './card-add-link.schema.js';
