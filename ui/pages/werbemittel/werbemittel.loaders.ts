import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { redirect, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { decodeInput } from '../../../application/codecs/decode';
import { ArticleWire, WerbemittelOrderRequest, WerbemittelOrderWire } from '../../../application/werbemittel/werbemittel.codecs';
import { WERBEMITTEL_PAGES, orderConfirmationPagePath } from '../../../application/werbemittel/werbemittel.paths';
import { loginPathWithRedirect } from '../../../domain/login/login-path';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_ACCOUNTS, WERBEMITTEL } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { runTask } from '../../routing/run-task';
import { asCaller } from '../portal/portal.loaders';

export type ArticleJson = t.OutputOf<typeof ArticleWire>;
export type OrderJson = t.OutputOf<typeof WerbemittelOrderWire>;

/** Which form of the page an action's answer belongs to. */
export const ORDER_FORM = 'werbemittel';
export const LOGOUT_FORM = 'werbemittel-abmelden';
/** The delivery address's fields, as the werbemittel-shop-request form names them. */
export const ADDRESS_FIELDS = ['company', 'salutation', 'firstname', 'lastname', 'email', 'street', 'streetNumber', 'postalCode', 'city', 'message'] as const;
/** A quantity field per article: `menge-{articleId}`. */
const QUANTITY_PREFIX = 'menge-';
export const quantityName = (articleId: number): string => `${QUANTITY_PREFIX}${String(articleId)}`;

const isLoggedIn = async (container: PageContainer): Promise<boolean> => {
  const current = await resolveService(container, VISITOR_ACCOUNTS).currentUser()();
  return E.isRight(current) && current.right.user !== null;
};

/** /werbemittelshop-login: the shop's login (the portal account); a logged-in user goes straight in. */
export const shopLoginLoader = (container: PageContainer) => async (): Promise<null> => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's redirect
  if (await isLoggedIn(container)) throw redirect(WERBEMITTEL_PAGES.shop);
  return null;
};

export interface ShopLogoutData {
  readonly loggedIn: boolean;
}

/** /werbemittelshop-logout: the button that ends the shop access, or the word that it has ended. */
export const shopLogoutLoader = (container: PageContainer) => async (): Promise<ShopLogoutData> => ({ loggedIn: await isLoggedIn(container) });

/** Logging out of the shop logs out of the portal session the shop runs in; the page then says so. */
export const shopLogoutAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(LOGOUT_FORM, values);
    const result = await resolveService(container, VISITOR_ACCOUNTS).logout()();
    if (E.isLeft(result)) return formFailure(LOGOUT_FORM, values, result.left);
    return redirectDocument(WERBEMITTEL_PAGES.logout);
  };

export interface ShopPageData {
  readonly articles: readonly ArticleJson[];
  readonly firstname: string;
}

/** /werbemittelshop: the articles with their stock; a visitor is sent to the login and back. */
export const shopLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<ShopPageData> => {
    const articles = await asCaller(request, resolveService(container, WERBEMITTEL).articles());
    const current = await runTask(resolveService(container, VISITOR_ACCOUNTS).currentUser());
    return { articles: articles.map((article) => ArticleWire.encode(article)), firstname: current.user?.firstname ?? '' };
  };

/** The post's quantity fields as the order's items (a field name that is no article is ignored). */
const itemsOf = (values: Readonly<Record<string, string>>) =>
  Object.entries(values).flatMap(([name, quantity]) => {
    if (!name.startsWith(QUANTITY_PREFIX)) return [];
    const id = name.slice(QUANTITY_PREFIX.length);
    return /^[1-9]\d{0,8}$/.test(id) ? [{ articleId: Number(id), quantity }] : [];
  });

/** The order's post: the confirmation, or the page again with the German messages and everything typed. */
export const orderAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(ORDER_FORM, values);
    const body = { ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, values[name] ?? ''])), items: itemsOf(values) };
    const decoded = decodeInput(WerbemittelOrderRequest, body);
    if (E.isLeft(decoded)) return formFailure(ORDER_FORM, values, decoded.left);
    const placed = await resolveService(container, WERBEMITTEL).order(decoded.right)();
    if (E.isLeft(placed)) {
      if (placed.left._tag === 'Unauthenticated') return redirect(loginPathWithRedirect(WERBEMITTEL_PAGES.shop));
      return formFailure(ORDER_FORM, values, placed.left);
    }
    return redirect(orderConfirmationPagePath(placed.right.reference));
  };

/** /werbemittelshop/bestellung/{reference}: the caller's own order. */
export const confirmationLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<OrderJson> =>
    WerbemittelOrderWire.encode(await asCaller(request, resolveService(container, WERBEMITTEL).placedOrder(params.reference ?? '')));
