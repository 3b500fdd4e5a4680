import * as E from 'fp-ts/Either';
import { useLoaderData } from 'react-router';
import { WishlistWithEventWire } from '../../../application/wishlist/wishlist.codecs';
import { WishlistEntries } from '../../commerce/WishlistEntries';
import type { WishlistPageData } from './wishlist.loader';
import * as styles from './wishlist.styles';

/** The logged-in user's wishlist (Merkliste): the kept dates, to book or to remove. */
export const WishlistPage = () => {
  const { entries } = useLoaderData<WishlistPageData>();
  const decoded = WishlistWithEventWire.decode(entries);
  return (
    <section className={styles.page} aria-labelledby="merkliste-titel">
      <h1 id="merkliste-titel" className={styles.heading}>
        Meine Merkliste
      </h1>
      <p className={styles.lead}>Ihre gemerkten Seminartermine: legen Sie sie in den Warenkorb, wenn Sie buchen oder reservieren möchten.</p>
      <WishlistEntries initial={E.isRight(decoded) ? decoded.right : []} />
    </section>
  );
};
