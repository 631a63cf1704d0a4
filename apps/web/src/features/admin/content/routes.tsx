import { type FeatureRoute, superAdminScreen } from '../../../core/routing';

/** The FIN Admin's content consoles: logos, display names, user guides and profile cards. */
export const CONTENT_ROUTES: FeatureRoute[] = [
  superAdminScreen('upload_logo', () =>
    import('./UploadLogoPage').then((m) => ({ Component: m.UploadLogoPage })),
  ),
  superAdminScreen('update_fi_name', () =>
    import('./UpdateFiNamePage').then((m) => ({ Component: m.UpdateFiNamePage })),
  ),
  superAdminScreen('upload_user_guides', () =>
    import('./UploadUserGuidesPage').then((m) => ({ Component: m.UploadUserGuidesPage })),
  ),
  superAdminScreen('profile_cards', () =>
    import('./ProfileCardsPage').then((m) => ({ Component: m.ProfileCardsPage })),
  ),
  superAdminScreen('profile_cards/new', () =>
    import('./ProfileCardEditPage').then((m) => ({ element: <m.ProfileCardEditPage mode="new" /> })),
  ),
  superAdminScreen('profile_card/:id/edit', () =>
    import('./ProfileCardEditPage').then((m) => ({
      element: <m.ProfileCardEditPage mode="edit" />,
    })),
  ),
];
