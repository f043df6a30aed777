export * from './validation-ruleset.schema.js';
