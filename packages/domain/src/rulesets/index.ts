export * from './evaluate-ruleset.js';
export * from './ruleset-diff.js';
export * from './validation-ruleset.schema.js';
