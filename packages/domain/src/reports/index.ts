export * from './report.schema.js';
export * from './report-period.js';
export * from './report-schedule.schema.js';
