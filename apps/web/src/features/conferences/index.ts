// Conferences: importing a conference's attendee list and matching it to institutions.
export { CONFERENCES_ROUTES } from './routes';
