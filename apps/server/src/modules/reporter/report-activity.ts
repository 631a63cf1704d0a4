import type { ActivityModule, ReportType } from '@fin-atlas/domain';

/** The module a report type is bought as, which its runs, views and files count under. */
export const REPORT_TYPE_MODULES: Readonly<Record<ReportType, ActivityModule>> = {
  reporter: 'fin_reporter',
  advisor: 'fin_advisor',
  profile: 'fin_profile',
};
