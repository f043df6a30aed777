export * from './evaluate-ruleset.js';
export * from './validation-ruleset.schema.js';
