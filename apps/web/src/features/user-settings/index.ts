// User settings: the signed-in user's profile, password and API key.
export { USER_SETTINGS_ROUTES } from './routes';
