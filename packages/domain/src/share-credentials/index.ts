export * from './gateway-configuration.js';
export * from './share-credential.schema.js';
