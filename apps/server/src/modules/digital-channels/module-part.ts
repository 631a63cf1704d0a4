import type { AppModule } from '../../http/app-module.js';

/** One part of the module (reports, an institution's channels, the FIN Query category), composed by index.ts. */
export type ModulePart = Pick<AppModule, 'routes' | 'jobs'>;
