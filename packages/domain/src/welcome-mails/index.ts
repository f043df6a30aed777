export * from './welcome-mail.schema.js';
