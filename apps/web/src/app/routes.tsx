import { Navigate, type RouteObject } from 'react-router';
import type { ConsoleId } from '../features/admin/consoles';
import { PageLoader } from '../ui/PageLoader';
import { RequireModule } from './guard/RequireModule';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { buildCatalogRoutes } from './routes/build-routes';
import { CONSOLE_ROUTES, M, SCREEN_ROUTES } from './routes/catalog';
import { SignedInLayout } from './SignedInLayout';
import { RequireAbility } from './session/RequireAbility';
import { RequireSignIn } from './session/RequireSignIn';

/** The shared admin screens, mounted once per console. */
function consoleRoutes(
  consoleId: ConsoleId,
  screens: { users: string; groups: string; groupNew: boolean },
): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: screens.users,
      lazy: () =>
        import('../features/admin/UsersPage').then((m) => ({
          element: <m.UsersPage consoleId={consoleId} />,
        })),
    },
    {
      path: 'user/:id/edit',
      lazy: () =>
        import('../features/admin/UserEditPage').then((m) => ({
          element: <m.UserEditPage consoleId={consoleId} />,
        })),
    },
    {
      path: screens.groups,
      lazy: () =>
        import('../features/admin/GroupsPage').then((m) => ({
          element: <m.GroupsPage consoleId={consoleId} />,
        })),
    },
    {
      path: 'group/:id/edit',
      lazy: () =>
        import('../features/admin/GroupEditPage').then((m) => ({
          element: <m.GroupEditPage consoleId={consoleId} />,
        })),
    },
  ];
  if (screens.groupNew) {
    routes.push({
      path: 'groups/new',
      lazy: () =>
        import('../features/admin/GroupNewPage').then((m) => ({
          element: <m.GroupNewPage consoleId={consoleId} />,
        })),
    });
  }
  return routes;
}

const consoleDashboard = (consoleId: 'super_admin' | 'partner_admin'): RouteObject => ({
  path: 'dashboard',
  lazy: () =>
    import('../features/admin/ConsoleDashboardPage').then((m) => ({
      element: <m.ConsoleDashboardPage consoleId={consoleId} />,
    })),
});

/**
 * Every route of spec section 2. Each screen is its own chunk, loaded on first visit; the table is
 * shared by the browser router and by tests, which mount it in a memory router.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      // Public (spec section 2): reachable without signing in.
      {
        path: 'sign_in',
        lazy: () => import('../features/identity/SignInPage').then((m) => ({ Component: m.SignInPage })),
      },
      {
        path: 'sign_up',
        lazy: () => import('../features/identity/SignUpPage').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: 'verify_email',
        lazy: () =>
          import('../features/identity/VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })),
      },
      {
        path: 'new_password/:id/edit',
        lazy: () =>
          import('../features/identity/NewPasswordPage').then((m) => ({ Component: m.NewPasswordPage })),
      },
      {
        path: 'invite_register',
        lazy: () =>
          import('../features/identity/InviteRegisterPage').then((m) => ({
            Component: m.InviteRegisterPage,
          })),
      },
      {
        path: 'sso',
        lazy: () => import('../features/identity/SsoPage').then((m) => ({ Component: m.SsoPage })),
      },
      {
        path: 'redirect',
        lazy: () => import('../features/identity/RedirectPage').then((m) => ({ Component: m.RedirectPage })),
      },
      {
        path: 'terms_of_service',
        lazy: () =>
          import('../features/identity/TermsOfServicePage').then((m) => ({
            Component: m.TermsOfServicePage,
          })),
      },
      {
        element: <RequireSignIn />,
        children: [
          // Outside the main shell (spec section 2), with a header of their own.
          {
            path: 'fin_apps_search',
            element: <RequireModule modulePaths={[M.technographics]} />,
            children: [
              {
                index: true,
                lazy: () =>
                  import('../features/legacy/ProductSearchPage').then((m) => ({
                    Component: m.ProductSearchPage,
                  })),
              },
            ],
          },
          {
            path: 'analytics/old_site',
            lazy: () =>
              import('../features/legacy/OldAnalyticsSitePage').then((m) => ({
                Component: m.OldAnalyticsSitePage,
              })),
          },
          {
            element: <SignedInLayout />,
            children: [
              {
                path: 'dashboard',
                lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
              },
              {
                path: 'user',
                children: [
                  { index: true, element: <Navigate to="/user/subscriptions" replace /> },
                  {
                    path: 'subscriptions',
                    lazy: () =>
                      import('../features/user/SubscriptionsPage').then((m) => ({
                        Component: m.SubscriptionsPage,
                      })),
                  },
                  {
                    path: 'settings',
                    lazy: () =>
                      import('../features/user/SettingsPage').then((m) => ({ Component: m.SettingsPage })),
                  },
                ],
              },
              {
                path: 'super_admin',
                element: <RequireAbility ability="super_admin_board" />,
                children: [
                  { index: true, element: <Navigate to="/super_admin/dashboard" replace /> },
                  consoleDashboard('super_admin'),
                  ...consoleRoutes('super_admin', {
                    users: 'all_users',
                    groups: 'all_groups',
                    groupNew: true,
                  }),
                  {
                    path: 'mock_users',
                    lazy: () =>
                      import('../features/admin/MockUsersPage').then((m) => ({ Component: m.MockUsersPage })),
                  },
                  {
                    path: 'mailbox',
                    lazy: () =>
                      import('../features/admin/MailboxPage').then((m) => ({ Component: m.MailboxPage })),
                  },
                  {
                    path: 'audit_log',
                    lazy: () =>
                      import('../features/admin/AuditLogPage').then((m) => ({ Component: m.AuditLogPage })),
                  },
                  {
                    path: 'client_errors',
                    lazy: () =>
                      import('../features/admin/ClientErrorsPage').then((m) => ({
                        Component: m.ClientErrorsPage,
                      })),
                  },
                  {
                    path: 'demo_requests',
                    lazy: () =>
                      import('../features/admin/DemoRequestsPage').then((m) => ({
                        Component: m.DemoRequestsPage,
                      })),
                  },
                ],
              },
              {
                path: 'admin',
                element: <RequireAbility ability="admin_board" />,
                children: [
                  { index: true, element: <Navigate to="/admin/users" replace /> },
                  ...consoleRoutes('admin', { users: 'users', groups: 'groups', groupNew: true }),
                  {
                    path: 'users/new',
                    lazy: () =>
                      import('../features/admin/UserNewPage').then((m) => ({
                        element: <m.UserNewPage consoleId="admin" />,
                      })),
                  },
                ],
              },
              {
                path: 'partner_admin',
                element: <RequireAbility ability="partner_admin_board" partnerSiteOnly />,
                children: [
                  { index: true, element: <Navigate to="/partner_admin/dashboard" replace /> },
                  consoleDashboard('partner_admin'),
                  ...consoleRoutes('partner_admin', { users: 'users', groups: 'groups', groupNew: false }),
                ],
              },
              ...buildCatalogRoutes(CONSOLE_ROUTES),
              ...buildCatalogRoutes(SCREEN_ROUTES),
            ],
          },
        ],
      },
      {
        path: 'unauthorized',
        lazy: () =>
          import('../features/errors/UnauthorizedPage').then((m) => ({
            Component: m.StandaloneUnauthorizedPage,
          })),
      },
      {
        path: '*',
        lazy: () => import('../features/errors/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
