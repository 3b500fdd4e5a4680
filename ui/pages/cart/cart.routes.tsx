import type { PageContainer } from '../../di/page-container';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ChunkHandle } from '../../routing/page-chunks';
import { SITE_NAME, type RouteHandle } from '../../routing/page-meta';
import { CART_PAGE_PATH, CHECKOUT_PAGE_PATH, CONFIRMATION_PAGE_PATH } from './cart.paths';
import { onFirstCall } from '../../routing/on-first-call';
import { loadCartParts } from './cart.parts';
import { ORDER_WORDS, orderOutcome } from '../../../domain/cart/order-wording';
import type { ParticipantStatus } from '../../../domain/cart/participant-status';

type Title = string | ((loaderData: unknown) => string);

const handle = (title: Title, description: Title, canonicalPath: string, module: string): RouteHandle & ChunkHandle => ({
  // Personal pages: never indexed.
  meta: (loaderData) => ({
    title: `${typeof title === 'string' ? title : title(loaderData)} | ${SITE_NAME}`,
    description: typeof description === 'string' ? description : description(loaderData),
    canonicalPath,
    noIndex: true,
  }),
  modules: [module],
});

/** The words of the placed order: an order that only reserves is a reservation (before its data is there: an order). */
const orderWords = (loaderData: unknown) => {
  const participants = (loaderData as { readonly participants?: readonly { readonly status: ParticipantStatus }[] } | undefined)?.participants;
  return ORDER_WORDS[participants === undefined ? 'booking' : orderOutcome(participants.map((participant) => participant.status))];
};

/** The buying journey (spec §2): cart, checkout and the order's confirmation. */
export const cartRoutes = (container: PageContainer): RouteObject[] => {
  const cartLoader = onFirstCall(async () => (await import('./cart.loaders')).cartLoader(container));
  return [
    {
      path: CART_PAGE_PATH,
      loader: async (args: LoaderFunctionArgs) => {
        const data = await cartLoader(args);
        await loadCartParts(data); // the forms render with the page, not after it (ui/pages/cart/cart.parts.ts)
        return data;
      },
      action: onFirstCall(async () => (await import('./cart.loaders')).cartAction(container)),
      lazy: async () => ({ Component: (await import('./CartPage')).CartPage }),
      handle: handle('Warenkorb', 'Ihre Seminartermine und Teilnehmer.', CART_PAGE_PATH, 'ui/pages/cart/CartPage.tsx'),
    },
    {
      path: CHECKOUT_PAGE_PATH,
      loader: onFirstCall(async () => (await import('./cart.loaders')).checkoutLoader(container)),
      action: onFirstCall(async () => (await import('./cart.loaders')).checkoutAction(container)),
      lazy: async () => ({ Component: (await import('./CheckoutPage')).CheckoutPage }),
      handle: handle('Bestellübersicht', 'Ihre Bestellung prüfen und absenden.', CHECKOUT_PAGE_PATH, 'ui/pages/cart/CheckoutPage.tsx'),
    },
    {
      path: CONFIRMATION_PAGE_PATH,
      loader: onFirstCall(async () => (await import('./cart.loaders')).confirmationLoader(container)),
      lazy: async () => ({ Component: (await import('./ConfirmationPage')).ConfirmationPage }),
      handle: handle(
        (data) => orderWords(data).confirmationTitle,
        (data) => `Ihre ${orderWords(data).noun} ist eingegangen.`,
        CONFIRMATION_PAGE_PATH,
        'ui/pages/cart/ConfirmationPage.tsx',
      ),
    },
  ];
};
