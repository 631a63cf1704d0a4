// Identity: signing in and up, e-mail verification, passwords, single sign-on.
export { PasswordPolicyHints } from './PasswordPolicyHints';
export { IDENTITY_ROUTES } from './routes';
