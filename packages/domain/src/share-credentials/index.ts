export * from './share-credential.schema.js';
