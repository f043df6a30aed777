export * from './report.schema.js';
