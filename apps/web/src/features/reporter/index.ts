// Reporter: running a report over the selection and reading it in every mode.
export { REPORTER_ROUTES } from './routes';
export { useReportOptionsPanel } from './use-report-options-panel';
