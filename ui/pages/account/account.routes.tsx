import type { PageContainer } from '../../di/page-container';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import {
  EMAIL_CONFIRMATION_PAGE_PATH,
  PASSWORD_FORGOTTEN_PAGE_PATH,
  PASSWORD_RESET_PAGE_PATH,
  REGISTRATION_CHECK_MAIL_PATH,
  REGISTRATION_PAGE_PATH,
} from '../../../application/accounts/accounts.paths';
import { withModules, type ChunkHandle } from '../../routing/page-chunks';
import { onFirstCall } from '../../routing/on-first-call';

const loginHandle: RouteHandle = {
  meta: () => ({
    title: `Anmelden | ${SITE_NAME}`,
    description: 'Melden Sie sich bei meinifb an: Ihre Seminare, Buchungen und Ihre Merkliste.',
    canonicalPath: '/kundenportal/login',
    noIndex: true,
  }),
};

const registrationHandle: RouteHandle & ChunkHandle = {
  meta: () => ({
    title: `Registrieren | ${SITE_NAME}`,
    description: 'Legen Sie Ihr meinifb-Konto an: Seminare merken, buchen und im Blick behalten.',
    canonicalPath: REGISTRATION_PAGE_PATH,
  }),
  modules: ['ui/pages/account/RegistrationPage.tsx'],
};

/** The steps after the form: personal, never indexed. */
const stepHandle = (title: string, description: string, canonicalPath: string, module: string): RouteHandle & ChunkHandle => ({
  meta: () => ({ title: `${title} | ${SITE_NAME}`, description, canonicalPath, noIndex: true }),
  modules: [module],
});

/** Login (with the e-mail from the quick login card in the path) and registration. */
export const accountRoutes = (container: PageContainer): RouteObject[] => [
  { path: '/kundenportal/login', loader: onFirstCall(async () => (await import('./account.loaders')).loginLoader(container)), action: onFirstCall(async () => (await import('./account.loaders')).loginAction(container)), lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }), handle: withModules(loginHandle , 'ui/pages/account/LoginPage.tsx')},
  { path: '/kundenportal/login/:email', loader: onFirstCall(async () => (await import('./account.loaders')).loginLoader(container)), action: onFirstCall(async () => (await import('./account.loaders')).loginAction(container)), lazy: async () => ({ Component: (await import('./LoginPage')).LoginPage }), handle: withModules(loginHandle , 'ui/pages/account/LoginPage.tsx')},
  {
    path: REGISTRATION_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./registration.loaders')).registrationLoader),
    action: onFirstCall(async () => (await import('./registration.loaders')).registrationAction(container)),
    lazy: async () => ({ Component: (await import('./RegistrationPage')).RegistrationPage }),
    handle: registrationHandle,
  },
  {
    path: REGISTRATION_CHECK_MAIL_PATH,
    loader: onFirstCall(async () => (await import('./registration.loaders')).checkMailLoader),
    action: onFirstCall(async () => (await import('./registration.loaders')).resendAction(container)),
    lazy: async () => ({ Component: (await import('./CheckMailPage')).CheckMailPage }),
    handle: stepHandle(
      'E-Mail-Adresse bestätigen',
      'Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Link aus unserer E-Mail.',
      REGISTRATION_CHECK_MAIL_PATH,
      'ui/pages/account/CheckMailPage.tsx',
    ),
  },
  {
    path: EMAIL_CONFIRMATION_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./registration.loaders')).confirmLoader),
    action: onFirstCall(async () => (await import('./registration.loaders')).confirmAction(container)),
    lazy: async () => ({ Component: (await import('./ConfirmEmailPage')).ConfirmEmailPage }),
    handle: stepHandle(
      'E-Mail-Adresse bestätigen',
      'Bestätigen Sie Ihre E-Mail-Adresse und schalten Sie Ihr meinifb-Konto frei.',
      EMAIL_CONFIRMATION_PAGE_PATH,
      'ui/pages/account/ConfirmEmailPage.tsx',
    ),
  },
  {
    path: PASSWORD_FORGOTTEN_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./password-reset.loaders')).passwordForgottenLoader),
    action: onFirstCall(async () => (await import('./password-reset.loaders')).passwordForgottenAction(container)),
    lazy: async () => ({ Component: (await import('./PasswordForgottenPage')).PasswordForgottenPage }),
    handle: stepHandle(
      'Passwort vergessen',
      'Fordern Sie einen Link an, mit dem Sie ein neues Passwort für Ihr meinifb-Konto festlegen.',
      PASSWORD_FORGOTTEN_PAGE_PATH,
      'ui/pages/account/PasswordForgottenPage.tsx',
    ),
  },
  {
    path: PASSWORD_RESET_PAGE_PATH,
    loader: onFirstCall(async () => (await import('./password-reset.loaders')).passwordResetLoader(container)),
    action: onFirstCall(async () => (await import('./password-reset.loaders')).passwordResetAction(container)),
    lazy: async () => ({ Component: (await import('./PasswordResetPage')).PasswordResetPage }),
    handle: stepHandle(
      'Neues Passwort festlegen',
      'Legen Sie ein neues Passwort für Ihr meinifb-Konto fest.',
      PASSWORD_RESET_PAGE_PATH,
      'ui/pages/account/PasswordResetPage.tsx',
    ),
  },
];
