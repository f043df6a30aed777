export * from './date-format.js';
export * from './date-ranges.js';
