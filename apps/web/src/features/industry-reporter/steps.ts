import { INDUSTRY_REPORTER_STEPS, type IndustryReporterStep } from '@fin-atlas/domain';

/** The industry reporter lives under Reports, and its group and report steps also under Analytics. */
export type IndustryArea = 'reports' | 'analytics';

const REPORTS = '/reports/industry_reporter';
const ANALYTICS = '/analytics/industry_reporter';

export const REPORT_VIEW_PATH = `${REPORTS}/report`;
export const SEGMENTATION_PATH = `${REPORTS}/segmentation`;

/** Where each step is, in an area: the segmentation step and the view are the Reports area's. */
export function stepPath(area: IndustryArea, step: IndustryReporterStep): string {
  const base = area === 'analytics' ? ANALYTICS : REPORTS;
  switch (step) {
    case 'group':
      return `${base}/select_fi_group`;
    case 'segmentation':
      return SEGMENTATION_PATH;
    case 'report':
      return `${base}/select_report`;
    default:
      return REPORT_VIEW_PATH;
  }
}

/** The step after a step: Analytics goes from the group straight to the report (segments stay optional). */
export function nextStep(area: IndustryArea, step: IndustryReporterStep): IndustryReporterStep {
  if (area === 'analytics' && step === 'group') return 'report';
  const at = INDUSTRY_REPORTER_STEPS.indexOf(step);
  return INDUSTRY_REPORTER_STEPS[
    Math.min(at + 1, INDUSTRY_REPORTER_STEPS.length - 1)
  ] as IndustryReporterStep;
}

export const STEP_LABELS: Record<IndustryReporterStep, string> = {
  group: 'FI Group',
  segmentation: 'Segmentation',
  report: 'Report',
  view: 'View',
};
