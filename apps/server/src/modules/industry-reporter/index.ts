// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { registerIndustryJob } from './industry-job.js';
import { industryRoutes } from './industry-routes.js';

export const register: AppModule = {
  name: 'industry-reporter',
  routes: industryRoutes,
  jobs: [registerIndustryJob],
};
