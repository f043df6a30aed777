export * from './financial-period.js';
export * from './financial-report.schema.js';
