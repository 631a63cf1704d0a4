// Report writer: custom reports written element by element, laid out, previewed, saved, changed,
// deleted and subscribed to; Reporter runs them.
export { customReportPath, SELECT_REPORT_PATH } from './paths';
export { REPORT_WRITER_ROUTES } from './routes';
