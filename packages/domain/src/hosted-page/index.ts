export * from './hosted-page.schema.js';
export * from './hosted-result.js';
