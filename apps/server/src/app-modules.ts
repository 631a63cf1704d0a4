// The composition root's list of modules: each one's routes are registered by app.ts in this order
// (identity first, for its access gate), and its jobs are handed to the queue by main.ts.
import type { AppModule } from './http/app-module.js';
import type { JobRegistration } from './jobs/job-queue.js';
import { register as admin } from './modules/admin/index.js';
import { register as advisor } from './modules/advisor/index.js';
import { register as clientErrors } from './modules/client-errors/index.js';
import { register as conferences } from './modules/conferences/index.js';
import { register as crm } from './modules/crm/index.js';
import { register as digitalChannels } from './modules/digital-channels/index.js';
import { register as downloads } from './modules/downloads/index.js';
import { register as finIntent } from './modules/fin-intent/index.js';
import { register as finQuery } from './modules/fin-query/index.js';
import { register as home } from './modules/home/index.js';
import { register as identity } from './modules/identity/index.js';
import { register as industryReporter } from './modules/industry-reporter/index.js';
import { register as institutions } from './modules/institutions/index.js';
import { register as marketReports } from './modules/market-reports/index.js';
import { register as menu } from './modules/menu/index.js';
import { register as orgMatching } from './modules/org-matching/index.js';
import { register as peerGroups } from './modules/peer-groups/index.js';
import { register as profile } from './modules/profile/index.js';
import { register as progress } from './modules/progress/index.js';
import { register as reportWriter } from './modules/report-writer/index.js';
import { register as reporter } from './modules/reporter/index.js';
import { register as segmentation } from './modules/segmentation/index.js';
import { register as strategy } from './modules/strategy/index.js';
import { register as subscriptions } from './modules/subscriptions/index.js';
import { register as technographics } from './modules/technographics/index.js';
import { register as userGuide } from './modules/user-guide/index.js';
import { register as userSettings } from './modules/user-settings/index.js';
import { register as vendorFit } from './modules/vendor-fit/index.js';

export const APP_MODULES: readonly AppModule[] = [
  identity,
  admin,
  menu,
  home,
  clientErrors,
  userSettings,
  userGuide,
  institutions,
  progress,
  peerGroups,
  reporter,
  advisor,
  profile,
  technographics,
  marketReports,
  digitalChannels,
  downloads,
  orgMatching,
  conferences,
  crm,
  finQuery,
  finIntent,
  vendorFit,
  segmentation,
  reportWriter,
  industryReporter,
  strategy,
  subscriptions,
];

/** Every module's jobs, for the queue of any process that works them. */
export const MODULE_JOBS: readonly JobRegistration[] = APP_MODULES.flatMap((m) => m.jobs ?? []);
