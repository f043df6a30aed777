export * from './api-operations.js';
export * from './evaluate-requirement.js';
export * from './role-catalogue.js';
export * from './role-grid.js';
