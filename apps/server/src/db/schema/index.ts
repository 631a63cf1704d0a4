export * from './system.js';
