import type { Container } from 'inversify';
import type { RouteObject } from 'react-router';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { loginAction, loginLoader } from './account.loaders';
import { LoginPage } from './LoginPage';
import { RegistrationPage } from './RegistrationPage';

const loginHandle: RouteHandle = {
  meta: () => ({
    title: `Anmelden | ${SITE_NAME}`,
    description: 'Melden Sie sich bei meinifb an: Ihre Seminare, Buchungen und Ihre Merkliste.',
    canonicalPath: '/kundenportal/login',
    noIndex: true,
  }),
};

const registrationHandle: RouteHandle = {
  meta: () => ({
    title: `Registrieren | ${SITE_NAME}`,
    description: 'Legen Sie Ihr meinifb-Konto an: Seminare merken, buchen und im Blick behalten.',
    canonicalPath: '/registrierung',
  }),
};

/** Login (with the e-mail from the quick login card in the path) and registration. */
export const accountRoutes = (container: Container): RouteObject[] => [
  { path: '/kundenportal/login', loader: loginLoader(container), action: loginAction(container), Component: LoginPage, handle: loginHandle },
  { path: '/kundenportal/login/:email', loader: loginLoader(container), action: loginAction(container), Component: LoginPage, handle: loginHandle },
  { path: '/registrierung', Component: RegistrationPage, handle: registrationHandle },
];
