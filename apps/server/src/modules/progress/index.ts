// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { progressRoutes } from './progress-routes.js';

export const register: AppModule = { name: 'progress', routes: progressRoutes };

export type { ProgressRecord } from './progress-channel.js';
export { progressChannelFor } from './progress-channel.js';
