// Admin: the FIN Admin, client admin and partner admin consoles.

export { useEndImpersonation } from './api';
// Copy consoles of other features (copy_queries, copy_reports) and their user and group pickers.
export {
  type CopyMade,
  type CopyRequest,
  type CopySourceItem,
  CopyToUsersConsole,
} from './CopyToUsersConsole';
export { type Picked, RemoteMultiSelect, RemoteSelect, UserSelect } from './pickers';
export { ADMIN_ROUTES } from './routes';
