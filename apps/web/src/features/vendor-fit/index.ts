// VendorFit: which products of a solution fit an institution and why (select institution, then a
// solution, then the predictions), and the FIN Admin console's data scoring of the models.
export { VENDOR_FIT_ROUTES } from './routes';
