export * from './terminal.schema.js';
