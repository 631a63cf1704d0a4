// FIN Intent: which institutions are researching a solution and why (signals, levels, evidence,
// follows and alerts), and the FIN Admin console's signal definitions and actions.
export { FIN_INTENT_ROUTES } from './routes';
