import { onLevelsReached } from '../levels-reached.js';
import type { ModulePart } from '../module-part.js';
import { queueIntentScoring } from '../scoring/scoring-job.js';
import { runIntentActions } from './action-runner.js';
import { actionAdminRoutes, signalAdminRoutes } from './admin-routes.js';
import { followRoutes } from './follow-routes.js';
import { rescoreRoutes } from './rescore-route.js';
import { signalUserRoutes } from './user-routes.js';

// Actions answer every scoring pass of any process, so they listen from the moment the module loads.
onLevelsReached(runIntentActions);

/**
 * Signals and actions: what FIN Intent users read (signals, their institutions and evidence, the
 * CSV, their follows and alerts) and what FIN Admins manage (signal definitions, actions).
 */
export const signalsPart: ModulePart = {
  async routes(app, context) {
    const rescore = rescoreRoutes(({ jobs, database }) => queueIntentScoring(jobs, database));
    for (const routes of [signalUserRoutes, followRoutes, signalAdminRoutes, actionAdminRoutes, rescore]) {
      await routes(app, context);
    }
  },
};
