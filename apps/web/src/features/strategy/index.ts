// Strategy: the market by segment against the user's clients, the white space of a product or
// solution, and the publications library (with the FIN Admin console's twins).
export { STRATEGY_ROUTES } from './routes';
