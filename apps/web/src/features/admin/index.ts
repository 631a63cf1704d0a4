// Admin: the FIN Admin, client admin and partner admin consoles.

export { useEndImpersonation } from './api';
// Consoles of other features (copy_queries, copy_reports, navigator_groups, navigator_reports) and
// their user and group pickers.
export {
  type CopyMade,
  type CopyRequest,
  type CopySourceItem,
  CopyToUsersConsole,
} from './CopyToUsersConsole';
export { NavigatorConsole } from './NavigatorConsole';
export { type Picked, RemoteMultiSelect, RemoteSelect, UserSelect } from './pickers';
export { ADMIN_ROUTES } from './routes';
