// Market reports: market share and firmographics of solutions and vendors.
export { MARKET_REPORTS_ROUTES } from './routes';
