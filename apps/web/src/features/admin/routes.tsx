import {
  ADMIN,
  type FeatureRoute,
  type Guard,
  PARTNER_ADMIN,
  redirectRoute,
  SUPER_ADMIN,
  superAdminScreen,
} from '../../core/routing';
import { ACTIVITY_ROUTES } from './activity/activity-routes';
import type { ConsoleToolId } from './console-tools';
import type { ConsoleId } from './consoles';

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

/** Console screens whose data arrives with later modules: a description of each tool for now. */
const tool = (path: string, guard: Guard, id: ConsoleToolId): FeatureRoute => ({
  path,
  guard,
  page: {
    lazy: () => import('./ConsoleToolPage').then((m) => ({ element: <m.ConsoleToolPage toolId={id} /> })),
  },
});

const CONSOLE_TOOLS: FeatureRoute[] = [
  tool('/admin/direct_access_defaults', ADMIN, 'admin.direct_access_defaults'),
  tool('/admin/group_profile_settings', ADMIN, 'admin.group_profile_settings'),
  tool('/partner_admin/groups/new', PARTNER_ADMIN, 'partner_admin.groups_new'),
  tool('/super_admin/profile_cards', SUPER_ADMIN, 'super_admin.profile_cards'),
  tool('/super_admin/profile_cards/new', SUPER_ADMIN, 'super_admin.profile_cards_new'),
  tool('/super_admin/profile_card/:id/edit', SUPER_ADMIN, 'super_admin.profile_card_edit'),
  tool('/super_admin/app_configs', SUPER_ADMIN, 'super_admin.app_configs'),
  tool('/super_admin/features', SUPER_ADMIN, 'super_admin.features'),
  tool('/super_admin/upload_logo', SUPER_ADMIN, 'super_admin.upload_logo'),
  tool('/super_admin/upload_user_guides', SUPER_ADMIN, 'super_admin.upload_user_guides'),
  tool('/super_admin/user_access_request_report', SUPER_ADMIN, 'super_admin.user_access_request_report'),
  tool('/super_admin/update_fi_name', SUPER_ADMIN, 'super_admin.update_fi_name'),
  tool('/super_admin/authorization', SUPER_ADMIN, 'super_admin.authorization'),
  tool('/super_admin/user_edits', SUPER_ADMIN, 'super_admin.user_edits'),
];

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
  superAdminScreen('demo_requests', () =>
    import('./DemoRequestsPage').then((m) => ({ Component: m.DemoRequestsPage })),
  ),
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
  ...consoleScreens('partner_admin', { users: 'users', groups: 'groups', groupNew: false }),
  ...ACTIVITY_ROUTES,
  ...CONSOLE_TOOLS,
];
