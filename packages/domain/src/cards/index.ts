export * from './card.js';
export * from './card.schema.js';
export * from './card-details.schema.js';
