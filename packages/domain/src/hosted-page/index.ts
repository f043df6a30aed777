export * from './hosted-page.schema.js';
