import type { AppModule } from '../../http/app-module.js';

/** One part of the module (evidence search, scoring, signals): its routes and jobs, composed by index.ts. */
export type ModulePart = Pick<AppModule, 'routes' | 'jobs'>;
