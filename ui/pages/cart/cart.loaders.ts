import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ShoppingCartWire } from '../../../application/cart/cart.codecs';
import { CheckoutResultWire } from '../../../application/orders/orders.codecs';
import { invalid, unavailable } from '../../../domain/errors/app-error';
import { resolveService, type PageContainer } from '../../di/page-container';
import { VISITOR_ACCOUNTS, VISITOR_CART } from '../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../forms/page-form-action';
import { runTask } from '../../routing/run-task';
import type { RecommendationCard } from '../recommendations/recommendation-cards';
import { relatedCards } from '../recommendations/recommendations.loader';
import { cartIntent, checkoutRequest } from './cart-form';
import { CART_PAGE_PATH, CHECKOUT_PAGE_PATH, ORDER_PARAM, confirmationPath } from './cart.paths';
import { startingAddress, type InvoiceAddress } from './starting-address';

/** Loader data carries wire outputs (instants as ISO text); pages decode what they need. */
export type CartJson = t.OutputOf<typeof ShoppingCartWire>;
export type OrderJson = t.OutputOf<typeof CheckoutResultWire>;

export interface CartPageData {
  readonly cart: CartJson;
  readonly loggedIn: boolean;
  /** The address the form starts with: the cart's, else (logged in) the Gremium's invoice address or the portal's personal data. */
  readonly address: InvoiceAddress;
  /** "Das könnte Sie auch interessieren": seminars related to those in the cart, none of them itself. */
  readonly related: readonly RecommendationCard[];
}

const encodeCart = (cart: ShoppingCartWire): CartJson => ShoppingCartWire.encode(cart);

const CART_RECOMMENDATIONS = 3;

/** Seminars related to the cart's (the page is personal: it is never cached). An empty cart recommends nothing. */
const relatedToCart = async (container: PageContainer, request: Request, cart: ShoppingCartWire): Promise<readonly RecommendationCard[]> => {
  const slugs = [...new Set(cart.items.map((item) => item.themeSlug))];
  if (slugs.length === 0) return [];
  return (await relatedCards(container, { theme: slugs.join(','), limit: CART_RECOMMENDATIONS }, ['themes'])).themes;
};

const cartAddress = async (container: PageContainer, cart: ShoppingCartWire): Promise<Omit<CartPageData, 'related'>> => {
  const user = await resolveService(container, VISITOR_ACCOUNTS).currentUser()();
  const loggedIn = E.isRight(user) && user.right.user !== null;
  return { cart: encodeCart(cart), loggedIn, address: await startingAddress(container, cart.options, loggedIn) };
};

const cartPageData = async (container: PageContainer, request: Request): Promise<CartPageData> => {
  const cart = await runTask(resolveService(container, VISITOR_CART).shoppingCart());
  const [page, related] = await Promise.all([cartAddress(container, cart), relatedToCart(container, request, cart)]);
  return { ...page, related };
};

export const cartLoader =
  (container: PageContainer) =>
  ({ request }: LoaderFunctionArgs): Promise<CartPageData> =>
    cartPageData(container, request);

/**
 * Every form of the cart page posts here (spec §7 calls behind it): add a date, remove it,
 * add, change and remove participants, save the address and options. A success redirects
 * back to the changed part (POST-redirect-GET); a refusal answers the page with the messages
 * at the form it belongs to.
 */
const UNKNOWN_INTENT = 'Diese Aktion kennt der Warenkorb nicht. Bitte laden Sie die Seite neu.';

const withoutFields = (values: Readonly<Record<string, string>>, names: readonly string[]): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name)));

export const cartAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    const intent = cartIntent(values);
    if (intent.kind === 'unknown') return formFailure('cart', values, invalid({}, UNKNOWN_INTENT));
    if (refused) return formRefused(intent.target, values);
    const cart = resolveService(container, VISITOR_CART);
    let typed = values;
    for (const step of intent.steps) {
      const result = await step.run(cart)();
      if (E.isLeft(result)) return formFailure(step.target, typed, result.left);
      typed = withoutFields(typed, step.saves ?? []);
    }
    if (intent.toCheckout === true) return redirect(CHECKOUT_PAGE_PATH);
    return redirect(intent.anchor === undefined ? CART_PAGE_PATH : `${CART_PAGE_PATH}#${intent.anchor}`);
  };

export interface CheckoutPageData {
  readonly cart: CartJson;
  /** One key per visit of the page: a double click or a retry sends it again and orders once. */
  readonly idempotencyKey: string;
}

export const checkoutLoader =
  (container: PageContainer) =>
  async (): Promise<CheckoutPageData> => {
    const cart = await runTask(resolveService(container, VISITOR_CART).shoppingCart());
    return { cart: encodeCart(cart), idempotencyKey: crypto.randomUUID() };
  };

const NO_ANSWER_AT_CHECKOUT =
  'Der Server hat nicht geantwortet. Bitte senden Sie die Bestellung noch einmal ab – sie wird dabei garantiert nur einmal ausgeführt.';

export const checkoutAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused('checkout', values);
    const order = checkoutRequest(values);
    if (E.isLeft(order)) return formFailure('checkout', values, order.left);
    const placed = await resolveService(container, VISITOR_CART).checkout(order.right.request, order.right.idempotencyKey)();
    if (E.isLeft(placed)) {
      // No answer does not mean no order: the same key makes sending again safe, and the visitor must know that.
      const failure = placed.left._tag === 'Unavailable' ? unavailable(NO_ANSWER_AT_CHECKOUT) : placed.left;
      return formFailure('checkout', values, failure);
    }
    return redirect(confirmationPath(placed.right.orderNumber));
  };

export const confirmationLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<OrderJson> => {
    const orderNumber = new URL(request.url).searchParams.get(ORDER_PARAM) ?? '';
    if (orderNumber === '') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
      throw data({ message: 'Bitte geben Sie eine Bestellnummer an.', status: 404 }, { status: 404 });
    }
    const order = await runTask(resolveService(container, VISITOR_CART).order(orderNumber));
    return CheckoutResultWire.encode(order);
  };
