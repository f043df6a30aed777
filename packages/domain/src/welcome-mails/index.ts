export * from './welcome-mail.schema.js';
export * from './welcome-mail-template.js';
