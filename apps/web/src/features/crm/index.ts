// CRM: a vendor's account lists matched to institutions and enriched.
export { CRM_ROUTES } from './routes';
