// Client errors: the FIN Admin's log of failures browsers reported.
export { CLIENT_ERRORS_ROUTES } from './routes';
