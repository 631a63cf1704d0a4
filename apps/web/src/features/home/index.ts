// Home: the dashboard, the about pages and demo requests.
export { HOME_ROUTES } from './routes';
