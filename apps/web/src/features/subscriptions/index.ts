// Subscriptions: saved queries delivered on a schedule; the user's page, the FIN Admin console, the
// Subscribe action other features place beside a saved query, and the header's count of new files.
export { useUnseenDeliveries } from './api';
export { SUBSCRIPTIONS_ROUTES } from './routes';
export { SubscribeAction } from './SubscribeAction';
