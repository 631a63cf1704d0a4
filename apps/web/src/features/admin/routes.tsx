import {
  ADMIN,
  type FeatureRoute,
  type Guard,
  PARTNER_ADMIN,
  redirectRoute,
  SUPER_ADMIN,
  superAdminScreen,
} from '../../core/routing';
import { ACCESS_ROUTES } from './access/routes';
import { ACTIVITY_ROUTES } from './activity/activity-routes';
import { CLIENT_SETTINGS_ROUTES } from './client-settings-routes';
import type { ConsoleId } from './consoles';
import { CONTENT_ROUTES } from './content/routes';

const CONSOLE_GUARDS: Record<ConsoleId, Guard> = {
  super_admin: SUPER_ADMIN,
  admin: ADMIN,
  partner_admin: PARTNER_ADMIN,
};

/** The shared admin screens, mounted once per console. */
function consoleScreens(
  consoleId: ConsoleId,
  screens: { users: string; groups: string; groupNew: boolean },
): FeatureRoute[] {
  const guard = CONSOLE_GUARDS[consoleId];
  const at = (path: string) => `/${consoleId}/${path}`;
  const routes: FeatureRoute[] = [
    {
      path: at(screens.users),
      guard,
      page: {
        lazy: () => import('./UsersPage').then((m) => ({ element: <m.UsersPage consoleId={consoleId} /> })),
      },
    },
    {
      path: at('user/:id/edit'),
      guard,
      page: {
        lazy: () =>
          import('./UserEditPage').then((m) => ({ element: <m.UserEditPage consoleId={consoleId} /> })),
      },
    },
    {
      path: at(screens.groups),
      guard,
      page: {
        lazy: () => import('./GroupsPage').then((m) => ({ element: <m.GroupsPage consoleId={consoleId} /> })),
      },
    },
    {
      path: at('group/:id/edit'),
      guard,
      page: {
        lazy: () =>
          import('./GroupEditPage').then((m) => ({ element: <m.GroupEditPage consoleId={consoleId} /> })),
      },
    },
  ];
  if (screens.groupNew) {
    routes.push({
      path: at('groups/new'),
      guard,
      page: {
        lazy: () =>
          import('./GroupNewPage').then((m) => ({ element: <m.GroupNewPage consoleId={consoleId} /> })),
      },
    });
  }
  return routes;
}

const consoleDashboard = (consoleId: 'super_admin' | 'partner_admin'): FeatureRoute => ({
  path: `/${consoleId}/dashboard`,
  guard: CONSOLE_GUARDS[consoleId],
  page: {
    lazy: () =>
      import('./ConsoleDashboardPage').then((m) => ({
        element: <m.ConsoleDashboardPage consoleId={consoleId} />,
      })),
  },
});

/** The three consoles (spec section 2): FIN Admin, client admin and partner admin. */
export const ADMIN_ROUTES: FeatureRoute[] = [
  redirectRoute('/super_admin', '/super_admin/dashboard', SUPER_ADMIN),
  consoleDashboard('super_admin'),
  ...consoleScreens('super_admin', { users: 'all_users', groups: 'all_groups', groupNew: true }),
  superAdminScreen('mock_users', () =>
    import('./MockUsersPage').then((m) => ({ Component: m.MockUsersPage })),
  ),
  superAdminScreen('mailbox', () => import('./MailboxPage').then((m) => ({ Component: m.MailboxPage }))),
  superAdminScreen('audit_log', () => import('./AuditLogPage').then((m) => ({ Component: m.AuditLogPage }))),
  redirectRoute('/admin', '/admin/users', ADMIN),
  ...consoleScreens('admin', { users: 'users', groups: 'groups', groupNew: true }),
  {
    path: '/admin/users/new',
    guard: ADMIN,
    page: {
      lazy: () => import('./UserNewPage').then((m) => ({ element: <m.UserNewPage consoleId="admin" /> })),
    },
  },
  redirectRoute('/partner_admin', '/partner_admin/dashboard', PARTNER_ADMIN),
  consoleDashboard('partner_admin'),
  ...consoleScreens('partner_admin', { users: 'users', groups: 'groups', groupNew: true }),
  ...ACCESS_ROUTES,
  ...ACTIVITY_ROUTES,
  ...CLIENT_SETTINGS_ROUTES,
  ...CONTENT_ROUTES,
];
