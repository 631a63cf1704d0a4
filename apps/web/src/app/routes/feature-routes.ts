import type { FeatureRoute } from '../../core/routing';
import { ADMIN_ROUTES } from '../../features/admin';
import { ADVISOR_ROUTES } from '../../features/advisor';
import { CLIENT_ERRORS_ROUTES } from '../../features/client-errors';
import { CONFERENCES_ROUTES } from '../../features/conferences';
import { CRM_ROUTES } from '../../features/crm';
import { DIGITAL_CHANNELS_ROUTES } from '../../features/digital-channels';
import { DOWNLOADS_ROUTES } from '../../features/downloads';
import { FIN_INTENT_ROUTES } from '../../features/fin-intent';
import { FIN_QUERY_ROUTES } from '../../features/fin-query';
import { HOME_ROUTES } from '../../features/home';
import { IDENTITY_ROUTES } from '../../features/identity';
import { INDUSTRY_REPORTER_ROUTES } from '../../features/industry-reporter';
import { MARKET_REPORTS_ROUTES } from '../../features/market-reports';
import { PEER_GROUPS_ROUTES } from '../../features/peer-groups';
import { PROFILE_ROUTES } from '../../features/profile';
import { REPORT_WRITER_ROUTES } from '../../features/report-writer';
import { REPORTER_ROUTES } from '../../features/reporter';
import { SEGMENTATION_ROUTES } from '../../features/segmentation';
import { STRATEGY_ROUTES } from '../../features/strategy';
import { SUBSCRIPTIONS_ROUTES } from '../../features/subscriptions';
import { TECHNOGRAPHICS_ROUTES } from '../../features/technographics';
import { USER_SETTINGS_ROUTES } from '../../features/user-settings';
import { VENDOR_FIT_ROUTES } from '../../features/vendor-fit';

/** Every feature's routes; each feature lists its own in its routes.tsx. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...IDENTITY_ROUTES,
  ...HOME_ROUTES,
  ...USER_SETTINGS_ROUTES,
  ...SUBSCRIPTIONS_ROUTES,
  ...ADMIN_ROUTES,
  ...CLIENT_ERRORS_ROUTES,
  ...DOWNLOADS_ROUTES,
  ...TECHNOGRAPHICS_ROUTES,
  ...CONFERENCES_ROUTES,
  ...CRM_ROUTES,
  ...FIN_QUERY_ROUTES,
  ...FIN_INTENT_ROUTES,
  ...PEER_GROUPS_ROUTES,
  ...ADVISOR_ROUTES,
  ...REPORTER_ROUTES,
  ...REPORT_WRITER_ROUTES,
  ...PROFILE_ROUTES,
  ...MARKET_REPORTS_ROUTES,
  ...DIGITAL_CHANNELS_ROUTES,
  ...SEGMENTATION_ROUTES,
  ...INDUSTRY_REPORTER_ROUTES,
  ...STRATEGY_ROUTES,
  ...VENDOR_FIT_ROUTES,
];
