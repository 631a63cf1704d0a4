export * from './identity.js';
export * from './system.js';
