import type { Temporal } from 'temporal-polyfill';
import { BERLIN } from './calendar';
import { berlinWallClock } from './berlin-wall-clock';

const BILLION = 1_000_000_000n;

const pad2 = (value: number): string => (value < 10 ? `0${String(value)}` : String(value));

/** Nanoseconds after the second, as Temporal's 'auto' precision writes them: trailing zeros dropped. */
const fractionText = (fraction: number): string => (fraction === 0 ? '' : `.${String(fraction).padStart(9, '0').replace(/0+$/, '')}`);

/**
 * The instant as ISO 8601 with its Berlin offset, exactly as `instant.toString({ timeZone:
 * 'Europe/Berlin' })` writes it ("2027-03-12T09:00:00+01:00"), but computed from the EU summer
 * time rule instead of a time-zone lookup: the codec writes every instant of every answer, and
 * the lookup took about a tenth of a catalogue listing. Outside the years the rule is known to
 * hold for Berlin, Temporal answers.
 */
export const formatBerlinIso = (instant: Temporal.Instant): string => {
  let text = written.get(instant);
  if (text === undefined) written.set(instant, (text = berlinIso(instant)));
  return text;
};

/**
 * The text of each instant once written: the catalogue's dates are the same objects in every
 * answer (held in memory by the search index and the caches), and writing them again took a
 * fifth of a seminar search's time. Instants are immutable, so the text never goes stale.
 */
const written = new WeakMap<Temporal.Instant, string>();

const berlinIso = (instant: Temporal.Instant): string => {
  const nanoseconds = instant.epochNanoseconds;
  // Whole seconds rounded down, also before 1970, so the fraction is never negative.
  const epochSeconds = Number((nanoseconds - (((nanoseconds % BILLION) + BILLION) % BILLION)) / BILLION);
  const clock = berlinWallClock(epochSeconds);
  if (clock === undefined) return instant.toString({ timeZone: BERLIN });
  const fraction = Number(nanoseconds - BigInt(epochSeconds) * BILLION);
  const time = `${pad2(clock.hour)}:${pad2(clock.minute)}:${pad2(clock.second)}`;
  return `${String(clock.year)}-${pad2(clock.month)}-${pad2(clock.day)}T${time}${fractionText(fraction)}+0${String(clock.offsetHours)}:00`;
};
