// Technographics: product search, vendor, product and service reports, coverage and requests.
export { TECHNOGRAPHICS_ROUTES } from './routes';
