export * from './date-format.js';
export * from './date-ranges.js';
export * from './text-contrast.js';
