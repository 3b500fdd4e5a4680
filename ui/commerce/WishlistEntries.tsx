import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import type { WishlistWithEventWire } from '../../application/wishlist/wishlist.codecs';
import { cartDateText } from '../../domain/calendar/calendar';
import { useService } from '../di/services-context';
import { VISITOR_WISHLIST } from '../di/ui.tokens';
import { useCommerce } from './commerce-context';
import { keptDatesOf } from './EventActions';
import { smallPrint } from '../theme/page.styles';
import * as styles from './wishlist-entries.styles';

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'failed'; readonly message: string } | { readonly kind: 'loaded'; readonly entries: WishlistWithEventWire };

/**
 * The kept events with their data (GET /wishlist/get-with-event), each removable: the wishlist popup's
 * list. `initial` skips the first load when the caller already has the list.
 */
export const WishlistEntries = ({ initial }: { readonly initial?: WishlistWithEventWire }) => {
  const wishlist = useService(VISITOR_WISHLIST);
  const [loaded, setLoaded] = useState<Loaded>(initial === undefined ? { kind: 'loading' } : { kind: 'loaded', entries: initial });
  const [announcement, setAnnouncement] = useState('');
  const keptDates = keptDatesOf(useCommerce());

  useEffect(() => {
    if (initial !== undefined) return;
    let live = true;
    void wishlist.entriesWithEvent()().then((result) => {
      if (!live) return;
      setLoaded(E.isRight(result) ? { kind: 'loaded', entries: result.right } : { kind: 'failed', message: result.left.message });
    });
    return () => {
      live = false;
    };
  }, [wishlist, initial]);

  const remove = async (wishlistId: number, eventId: number, title: string) => {
    if (loaded.kind !== 'loaded') return;
    keptDates.removed(eventId);
    setLoaded({ kind: 'loaded', entries: loaded.entries.filter((entry) => entry.wishlistId !== wishlistId) });
    const result = await wishlist.remove(wishlistId)();
    setAnnouncement(E.isRight(result) ? `${title} wurde von der Merkliste entfernt.` : result.left.message);
  };

  return (
    <>
      {loaded.kind === 'loading' ? <p role="status">Einen Moment...</p> : null}
      {loaded.kind === 'failed' ? <p className={styles.error}>{loaded.message}</p> : null}
      {loaded.kind === 'loaded' && loaded.entries.length === 0 ? (
        <p className={styles.empty}>Ihre Merkliste ist leer. Merken Sie sich Seminare mit „Merken“ bei jedem Termin.</p>
      ) : null}
      {loaded.kind === 'loaded' && loaded.entries.length > 0 ? (
        <ul className={styles.list}>
          {loaded.entries.map(({ wishlistId, event }) => {
            const city = event.locationText;
            const date = cartDateText(event.startDate, event.endDate);
            return (
              <li key={wishlistId} className={styles.entry}>
                <div className={styles.entryText}>
                  <a className={styles.title} href={`/seminare/p/${event.theme.slug}`}>
                    {event.theme.title}
                  </a>
                  <span className={smallPrint}>
                    {city} · {date}
                  </span>
                </div>
                <button type="button" className={styles.remove} aria-label={`Von der Merkliste entfernen: ${event.theme.title}, ${city}`} onClick={() => void remove(wishlistId, event.eventId, event.theme.title)}>
                  Entfernen
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
    </>
  );
};
