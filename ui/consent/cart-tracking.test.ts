import * as TE from 'fp-ts/TaskEither';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../application/catalogue/catalogue.port';
import type { ConsumerEventWire } from '../../application/catalogue/event.codecs';
import { cents } from '../../domain/money/money';
import { notFound } from '../../domain/errors/app-error';
import { trackingFor } from './cart-tracking';

const event: ConsumerEventWire = {
  eventId: 4711,
  startDate: Temporal.Instant.from('2027-03-12T08:00:00Z'),
  endDate: Temporal.Instant.from('2027-03-14T15:30:00Z'),
  isOnlineEvent: true,
  capacity: 20,
  hotel: '',
  modules: [],
  theme: { themeId: 1, slug: 'br-1', title: 'BR I', redirectUrl: '/seminare/p/br-1', actionField: { name: 'BR', rubric: { rubricId: 1, slug: 'g', name: 'Grundlagen' } } },
  content: { title: 'Betriebsverfassungsrecht Teil I', targetGroups: [], subtitle: '', description: '', prices: { price: cents(129000) } },
};

/** A catalogue that answers /api/consumer (or fails) and counts the calls. */
const catalogue = (answer: 'found' | 'missing') => {
  const calls: number[] = [];
  const port = {
    consumerEvent: ({ eventId }: { eventId: number }) => {
      calls.push(eventId);
      return answer === 'found' ? TE.right(event) : TE.left(notFound());
    },
  } as unknown as Catalogue;
  return { port, calls };
};

const added = { kind: 'added', eventId: 4711, items: [], storedCountBefore: 0 } as const;
const removed = { kind: 'removed', cartItemId: 1, eventId: 4711, items: [] } as const;

describe('cart tracking records (spec §3, §4, §7)', () => {
  it('without marketing consent nothing is pushed and the event is not even fetched', async () => {
    const { port, calls } = catalogue('found');
    expect(await trackingFor(added, 'necessary-only', port)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('with consent an addition becomes add_to_cart with one participant record', async () => {
    const { port } = catalogue('found');
    const [record] = await trackingFor(added, 'marketing-granted', port);
    expect(record).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 1290, items: [{ item_id: '4711', item_category: 'Seminare', item_variant: 'Online Seminare', price: 1290, quantity: 1, seminartermin: '12.03.2027 bis 14.03.2027' }] },
    });
  });

  it('a deletion becomes remove_from_cart only when /api/consumer answers', async () => {
    expect((await trackingFor(removed, 'marketing-granted', catalogue('found').port))[0]?.event).toBe('remove_from_cart');
    expect(await trackingFor(removed, 'marketing-granted', catalogue('missing').port)).toEqual([]);
  });
});
