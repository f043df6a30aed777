export * from './outbound-url.js';
