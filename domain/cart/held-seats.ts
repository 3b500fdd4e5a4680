import { sumCents, type Cents } from '../money/money';

/**
 * Seats held under one name: a request for several seats (a group reservation, a waiting group)
 * holds them for colleagues who are not named yet. One seat is its holder's own. Only a named
 * participant gets paperwork; held seats are named one by one or given back one by one.
 */
export const holdsUnnamedSeats = (seats: number): boolean => seats > 1;

/**
 * The held seats' tier prices: a held request is the only request of its order's line, so its
 * seats are the line's last `heldSeats` of `lineSeats` positions (seats named from it before
 * took the first ones). `lineTiers` are the tiers of every position of the line.
 */
const heldTiers = (lineTiers: readonly Cents[], heldSeats: number): readonly Cents[] => lineTiers.slice(lineTiers.length - heldSeats);

/**
 * What a seat taken from the held ones costs, named (the first held position, the dearest) or
 * given back (the last, the cheapest), so that the held rest keeps the tiers of its positions.
 * The held price is what was ordered: when today's tiers no longer add up to it (the price
 * record changed since), the held price is shared evenly instead, so what is named and what
 * stays always add up to the price ordered.
 */
export const seatTakenFromHeld = (lineTiers: readonly Cents[], held: { readonly seats: number; readonly price: Cents }, which: 'named' | 'givenBack'): Cents => {
  if (held.seats <= 1) return held.price;
  const tiers = heldTiers(lineTiers, held.seats);
  if (tiers.length === held.seats && sumCents(tiers) === held.price) {
    const tier = which === 'named' ? tiers[0] : tiers[tiers.length - 1];
    if (tier !== undefined) return tier;
  }
  const share = Math.floor(held.price / held.seats);
  // The remainder of the even share stays with the first seat, which is named first.
  return (which === 'named' ? held.price - share * (held.seats - 1) : share) as Cents;
};
