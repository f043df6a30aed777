export * from './backtest.schema.js';
