import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { MARKETING_CHANNELS, type ConsentChoices, type MarketingConsents } from './marketing-consent';
import type { ThemeProfile } from './recommendations';

export const instantArb = fc
  .integer({ min: 1_700_000_000, max: 1_900_000_000 })
  .map((seconds) => Temporal.Instant.fromEpochMilliseconds(seconds * 1000));

const consentArb = fc.record({ granted: fc.boolean(), changedAt: fc.option(instantArb, { nil: null }) });

export const consentsArb: fc.Arbitrary<MarketingConsents> = fc.record({ newsletter: consentArb, post: consentArb, phone: consentArb });

export const consentChoicesArb: fc.Arbitrary<ConsentChoices> = fc.record(
  Object.fromEntries(MARKETING_CHANNELS.map((channel) => [channel, fc.boolean()])) as Record<(typeof MARKETING_CHANNELS)[number], fc.Arbitrary<boolean>>,
  { requiredKeys: [] },
);

const TAGS = ['Arbeitsschutz', 'Betriebsverfassung', 'Mitbestimmung', 'Kommunikation', 'Digitalisierung', 'Arbeitszeit', 'SBV', 'JAV'];

export const themeProfileArb = (themeId: number): fc.Arbitrary<ThemeProfile> =>
  fc.record({
    themeId: fc.constant(themeId),
    rubricId: fc.integer({ min: 1, max: 4 }),
    tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
  });

/** A catalogue of themes with ids 1..n. */
export const themeCatalogueArb = fc
  .integer({ min: 0, max: 15 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, index) => themeProfileArb(index + 1))))
  .map((themes): readonly ThemeProfile[] => themes);

export const gremiumMembersArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 8 })
  .chain((userIds) =>
    fc.tuple(...userIds.map((userId) => fc.constantFrom('member' as const, 'admin' as const).map((role) => ({ userId, role })))),
  );
