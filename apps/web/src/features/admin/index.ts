// Admin: the FIN Admin, client admin and partner admin consoles.

export { useEndImpersonation } from './api';
export { ADMIN_ROUTES } from './routes';
