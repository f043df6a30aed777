export * from './conditions.js';
export * from './decision-versions.js';
export * from './describe-condition.js';
export * from './evaluate-condition.js';
export * from './merchant-category-codes.js';
export * from './payment-facts.js';
