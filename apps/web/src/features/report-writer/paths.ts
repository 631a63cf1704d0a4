import type { ReportWriterReportType } from '@fin-atlas/domain';

export const SELECT_REPORT_PATH = '/super_admin/report_writer/select_report';
export const CUSTOM_REPORT_PATH = '/super_admin/report_writer/custom_report';

/** The editor on a new report of a type, or on a saved report (`?id=`). */
export const customReportPath = (target: { type: ReportWriterReportType } | { id: number }): string =>
  'id' in target ? `${CUSTOM_REPORT_PATH}?id=${target.id}` : `${CUSTOM_REPORT_PATH}?type=${target.type}`;
