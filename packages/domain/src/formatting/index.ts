export * from './csv.js';
export * from './date-format.js';
export * from './date-ranges.js';
export * from './escape-html.js';
export * from './text-contrast.js';
export * from './user-agent.js';
