import type { AppModule } from '../../http/app-module.js';

/** One part of the module (the model and its fitting, the predictions API): its routes and jobs, composed by index.ts. */
export type ModulePart = Pick<AppModule, 'routes' | 'jobs'>;
