// Industry Reporter: a report's metrics aggregated over whole FI groups and their segments.
export { INDUSTRY_REPORTER_ROUTES } from './routes';
