import { visuallyHidden } from '../theme/visually-hidden.styles';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginPathWithRedirect } from '../../domain/login/login-path';
import { FORM_TOKEN, VISITOR_CART, VISITOR_WISHLIST } from '../di/ui.tokens';
import { FORM_XSRF_FIELD } from '../../application/http/page-form';
import { CART_PAGE_PATH } from '../pages/cart/cart.paths';
import { WISHLIST_PAGE } from '../../application/wishlist/wishlist.paths';
import { useService } from '../di/services-context';
import { isRight } from '../state/either-tags';
import { useCommerce } from './commerce-context';
import { keptDatesOf } from './kept-dates';
import { useKeptDate } from './use-kept-date';
import * as styles from './event-actions.styles';

/** The wishlist popup takes the kept dates from here: its chunk then shares this module's (kept-dates is no chunk of its own in every page's start-up). */
export { keptDatesOf } from './kept-dates';

/** The event an action button acts on; title, city and dates name it for screen readers. */
export interface EventActionsEvent {
  readonly eventId: number;
  readonly title: string;
  readonly city: string;
  /** ISO instants as the wire carries them. */
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * The "Merken" post without JavaScript: the button posts it to the Merkliste page, whose action
 * keeps the date. Here rather than in a module of their own: every page with dates loads this
 * one anyway, and a module of three names was a start-up request of its own.
 */
export const KEEP_INTENT = 'merken';
/** What the redirect after keeping a date carries, so the list confirms it. */
export const KEPT_PARAM = 'gemerkt';
/**
 * Where a visitor goes after the login that "Merken" asked for: the server kept the date under
 * their session and the login put it on the list, which confirms it.
 */
export const KEPT_AFTER_LOGIN = loginPathWithRedirect(`${WISHLIST_PAGE}?${KEPT_PARAM}=1`);

type Outcome = { readonly kind: 'idle' | 'busy' } | { readonly kind: 'done' | 'failed'; readonly text: string };

const IDLE: Outcome = { kind: 'idle' };

/**
 * "In den Warenkorb" and "Merken" for one event, on every listing and seminar page.
 * The result is announced in a live region beside the buttons; an anonymous visitor who wants
 * to keep an event is led to the login and then to the Merkliste, where it is kept (spec §6).
 */
export const EventActions = ({
  event,
  compact = false,
  cartOnly = false,
}: {
  readonly event: EventActionsEvent;
  readonly compact?: boolean;
  /** Without "Merken": for a date that is already on the Merkliste. */
  readonly cartOnly?: boolean;
}) => {
  const cart = useService(VISITOR_CART);
  const wishlist = useService(VISITOR_WISHLIST);
  const formToken = useService(FORM_TOKEN);
  const commerce = useCommerce();
  const navigate = useNavigate();
  const [cartOutcome, setCartOutcome] = useState<Outcome>(IDLE);
  const [wishOutcome, setWishOutcome] = useState<Outcome>(IDLE);
  // On the Merkliste already (kept earlier, on another page or in another visit), or just now.
  const kept = useKeptDate(event.eventId) || wishOutcome.kind === 'done';
  const label = `${event.title}, ${event.city}`;

  // While a call runs the button says so (aria-disabled) and ignores further presses; `disabled`
  // would take the keyboard focus away from it, to the page's start.
  const addToCart = async () => {
    if (cartOutcome.kind === 'busy') return;
    setCartOutcome({ kind: 'busy' });
    const result = await cart.addItem({ eventId: event.eventId })();
    if (isRight(result)) {
      commerce.cartItemAdded(event.eventId, result.right);
      setCartOutcome({ kind: 'done', text: 'Im Warenkorb' });
    } else {
      setCartOutcome({ kind: 'failed', text: result.left.message });
    }
  };

  const addToWishlist = async () => {
    if (wishOutcome.kind === 'busy') return;
    setWishOutcome({ kind: 'busy' });
    const result = await wishlist.add(event.eventId)();
    if (isRight(result)) {
      keptDatesOf(commerce).kept(event.eventId);
      setWishOutcome({ kind: 'done', text: 'Auf der Merkliste' });
    } else if (result.left._tag === 'Unauthenticated') {
      void navigate(KEPT_AFTER_LOGIN);
    } else {
      setWishOutcome({ kind: 'failed', text: result.left.message });
    }
  };

  return (
    <div className={compact ? `${styles.actions} ${styles.compact}` : styles.actions}>
      {/* Without JavaScript the cart page's action adds the date and shows the cart. */}
      <form
        method="post"
        action={CART_PAGE_PATH}
        className={styles.buttonForm}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void addToCart();
        }}
      >
        <input type="hidden" name={FORM_XSRF_FIELD} value={formToken.current()} />
        <input type="hidden" name="eventId" value={event.eventId} />
        <button type="submit" name="intent" value="add-item" className={styles.cartButton} aria-disabled={cartOutcome.kind === 'busy'}>
          <CartIcon />
          {/* Many buttons share the visible text; the name says which event each one is for. */}
          <span aria-hidden="true">In den Warenkorb</span>
          <span className={visuallyHidden}>{`In den Warenkorb: ${label}`}</span>
        </button>
      </form>
      {!cartOnly && (
        // Without JavaScript the Merkliste page's action keeps the date and shows the list.
        <form
          method="post"
          action={WISHLIST_PAGE}
          className={styles.buttonForm}
          onSubmit={(submitted) => {
            submitted.preventDefault();
            void addToWishlist();
          }}
        >
          <input type="hidden" name={FORM_XSRF_FIELD} value={formToken.current()} />
          <input type="hidden" name="eventId" value={event.eventId} />
          <button
            type="submit"
            name="intent"
            value={KEEP_INTENT}
            className={styles.wishButton}
            aria-pressed={kept}
            aria-disabled={wishOutcome.kind === 'busy'}
          >
            <HeartIcon filled={kept} />
            <span aria-hidden="true">
              {kept ? 'Gemerkt' : 'Merken'}
            </span>
            {/* The visible word starts the name (WCAG 2.5.3); the rest says which event. A toggle keeps its name, aria-pressed says the state. */}
            <span className={visuallyHidden}>{`Merken: ${label}`}</span>
          </button>
        </form>
      )}
      <p className={styles.status} role="status">
        {cartOutcome.kind === 'done' ? (
          <span className={styles.ok}>
            {cartOutcome.text} – <a href={CART_PAGE_PATH}>zum Warenkorb</a>
          </span>
        ) : null}
        {cartOutcome.kind === 'failed' ? <span className={styles.error}>{cartOutcome.text}</span> : null}
        {wishOutcome.kind === 'done' || wishOutcome.kind === 'failed' ? (
          <span className={wishOutcome.kind === 'done' ? styles.ok : styles.error}> {wishOutcome.text}</span>
        ) : null}
      </p>
    </div>
  );
};

const CartIcon = () => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
  </svg>
);

const HeartIcon = ({ filled }: { readonly filled: boolean }) => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </svg>
);
