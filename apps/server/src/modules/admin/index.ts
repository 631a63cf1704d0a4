// The module's only public surface: its registration and what other modules may use of it.
import { registerActivityRetentionJob } from '../../activity/retention.js';
import type { AppModule } from '../../http/app-module.js';
import { registerRefreshJob } from '../../ingest/refresh/refresh-job.js';
import { accessConsoleRoutes } from './access/access-routes.js';
import { activityRoutes } from './activity/activity-routes.js';
import { dataRefreshRoutes } from './data-refresh-routes.js';
import { groupAdminRoutes } from './group-admin-routes.js';
import { groupProfileRoutes } from './group-profile-routes.js';
import { mailTemplateRoutes } from './mail-template-routes.js';
import { superAdminRoutes } from './super-admin-routes.js';
import { userAdminRoutes } from './user-admin-routes.js';

export const register: AppModule = {
  name: 'admin',
  async routes(app, context) {
    for (const routes of [
      userAdminRoutes,
      groupAdminRoutes,
      superAdminRoutes,
      accessConsoleRoutes,
      mailTemplateRoutes,
      groupProfileRoutes,
      activityRoutes,
      dataRefreshRoutes,
    ])
      await routes(app, context);
  },
  // Activity is kept for the configured days: a daily job deletes what is older. The regulator
  // refresh (DATA_REFRESH) checks for new releases on its interval; its failures reach this console.
  jobs: [registerActivityRetentionJob, registerRefreshJob],
};

// The FIN Admin's copy consoles (queries, reports) send items of one user to users and groups alike.
export { type CopyPlan, type CopyTarget, copyMessages, copyToUsers, refuseCopy } from './copy-to-users.js';

// Consoles about one client group (single click defaults) find it, and the caller's scope, alike.
export { requireAdminScope, requireClientGroup } from './scope.js';
