// User settings: the signed-in user's settings and subscriptions.
export { USER_SETTINGS_ROUTES } from './routes';
