// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { registerProfileJob } from './profile-job.js';
import { profileRoutes } from './profile-routes.js';

export const register: AppModule = { name: 'profile', routes: profileRoutes, jobs: [registerProfileJob] };

export type { ProfileSubject } from './profile-queries.js';
export { profileSubject } from './profile-queries.js';
