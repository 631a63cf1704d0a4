import { ADMIN, type FeatureRoute, superAdminScreen } from '../../core/routing';

/**
 * The client-facing settings of the consoles: a client's Single Click Defaults and Profile Settings
 * (client admin; a FIN Admin picks the client group) and the FIN Admin's e-mail templates.
 */
export const CLIENT_SETTINGS_ROUTES: FeatureRoute[] = [
  {
    path: '/admin/direct_access_defaults',
    guard: ADMIN,
    page: {
      lazy: () =>
        import('./client/DirectAccessDefaultsPage').then((m) => ({ Component: m.DirectAccessDefaultsPage })),
    },
  },
  {
    path: '/admin/group_profile_settings',
    guard: ADMIN,
    page: {
      lazy: () =>
        import('./client/GroupProfileSettingsPage').then((m) => ({ Component: m.GroupProfileSettingsPage })),
    },
  },
  superAdminScreen('email_templates', () =>
    import('./mail/MailTemplatesPage').then((m) => ({ Component: m.MailTemplatesPage })),
  ),
];
