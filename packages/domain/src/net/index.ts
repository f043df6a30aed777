export * from './http-url.js';
export * from './outbound-url.js';
