import type { ModuleContext } from '../../http/app-module.js';

/** What identity's and the consoles' routes use of the module context. */
export type IdentityDeps = Pick<ModuleContext, 'db' | 'config' | 'mailer' | 'activity'>;
