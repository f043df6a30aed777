export * from './audit-change.schema.js';
export * from './audit-trail-item.schema.js';
export * from './payment-timeline.schema.js';
export * from './redact.js';
