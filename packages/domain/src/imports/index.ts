export * from './csv.js';
export * from './import.schema.js';
export * from './import-rows.js';
