// Profile: FIN Profile, one institution's custom profile.
export { PROFILE_ROUTES } from './routes';
