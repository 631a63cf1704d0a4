export * from './analytics.js';
export * from './fin-query.js';
export * from './identity.js';
export * from './institutions.js';
export * from './reports.js';
export * from './shell.js';
export * from './system.js';
export * from './technographics.js';
