export * from './audit-trail-item.schema.js';
