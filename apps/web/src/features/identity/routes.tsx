import { type FeatureRoute, PUBLIC } from '../../core/routing';

/** Signing in and up, open to visitors (spec section 2). */
export const IDENTITY_ROUTES: FeatureRoute[] = [
  {
    path: '/sign_in',
    guard: PUBLIC,
    page: { lazy: () => import('./SignInPage').then((m) => ({ Component: m.SignInPage })) },
  },
  {
    path: '/sign_up',
    guard: PUBLIC,
    page: { lazy: () => import('./SignUpPage').then((m) => ({ Component: m.SignUpPage })) },
  },
  {
    path: '/verify_email',
    guard: PUBLIC,
    page: { lazy: () => import('./VerifyEmailPage').then((m) => ({ Component: m.VerifyEmailPage })) },
  },
  {
    path: '/new_password/:id/edit',
    guard: PUBLIC,
    page: { lazy: () => import('./NewPasswordPage').then((m) => ({ Component: m.NewPasswordPage })) },
  },
  {
    path: '/invite_register',
    guard: PUBLIC,
    page: { lazy: () => import('./InviteRegisterPage').then((m) => ({ Component: m.InviteRegisterPage })) },
  },
  {
    path: '/sso',
    guard: PUBLIC,
    page: { lazy: () => import('./SsoPage').then((m) => ({ Component: m.SsoPage })) },
  },
  {
    path: '/redirect',
    guard: PUBLIC,
    page: { lazy: () => import('./RedirectPage').then((m) => ({ Component: m.RedirectPage })) },
  },
  {
    path: '/terms_of_service',
    guard: PUBLIC,
    page: { lazy: () => import('./TermsOfServicePage').then((m) => ({ Component: m.TermsOfServicePage })) },
  },
];
