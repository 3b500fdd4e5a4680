import { describe, expect, it } from 'vitest';
import { RUBRIC_TEXTS, THEME_TEXTS } from './catalogue-texts';
import { slugify } from '../../../domain/text/slug';
import { VENUES } from './venues';

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = /\b(?:Abs|Nr|ff|bzw|ca|z\. B|u\. a|d\. h)\./g;

const sentences = (text: string): number => (text.replace(ABBREVIATIONS, '').match(/[.!?](?=\s|$)/g) ?? []).length;

describe('catalogue texts', () => {
  it('offers at least 60 themes in at least 10 rubrics, each rubric with themes', () => {
    expect(THEME_TEXTS.length).toBeGreaterThanOrEqual(60);
    expect(RUBRIC_TEXTS.length).toBeGreaterThanOrEqual(10);
    for (const rubric of RUBRIC_TEXTS) {
      expect(THEME_TEXTS.filter((theme) => theme.rubric === rubric.slug).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every theme a unique title and a unique slug, and every rubric a slug matching its name', () => {
    expect(new Set(THEME_TEXTS.map((theme) => theme.title)).size).toBe(THEME_TEXTS.length);
    expect(new Set(THEME_TEXTS.map((theme) => slugify(theme.title))).size).toBe(THEME_TEXTS.length);
    expect(new Set(RUBRIC_TEXTS.map((rubric) => rubric.slug)).size).toBe(RUBRIC_TEXTS.length);
  });

  it('describes every theme in two to four sentences', () => {
    const outliers = THEME_TEXTS.filter((theme) => sentences(theme.description) < 2 || sentences(theme.description) > 4);
    expect(outliers.map((theme) => theme.title)).toEqual([]);
  });

  it('counts sentences without the full stops of legal abbreviations', () => {
    expect(sentences('Die Kosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber. Nach §§ 99 ff. BetrVG auch.')).toBe(2);
  });

  it('names the employer paying the training under § 37 Abs. 6 BetrVG in several descriptions', () => {
    expect(THEME_TEXTS.filter((theme) => theme.description.includes('§ 37 Abs. 6 BetrVG')).length).toBeGreaterThanOrEqual(8);
  });

  it('gives every theme a subtitle, an action field, target groups and tags', () => {
    for (const theme of THEME_TEXTS) {
      expect(theme.subtitle.length).toBeGreaterThan(0);
      expect(theme.actionField.length).toBeGreaterThan(0);
      expect(theme.targetGroups.length).toBeGreaterThan(0);
      expect(theme.tags.length).toBeGreaterThan(0);
    }
  });

  it('offers training series of 3 to 6 modules, at venues and online', () => {
    const seriesFormats = THEME_TEXTS.flatMap((theme) => (theme.format.kind === 'series' ? [theme.format] : []));
    expect(seriesFormats.some((format) => format.online)).toBe(true);
    expect(seriesFormats.some((format) => !format.online)).toBe(true);
    expect(new Set(seriesFormats.map((format) => format.modules))).toEqual(new Set([3, 4, 5, 6]));
  });
});

describe('venues', () => {
  const cities = new Set(VENUES.map((venue) => venue.city));

  it('spread over at least 15 German cities', () => {
    expect(cities.size).toBeGreaterThanOrEqual(15);
    for (const city of ['Berlin', 'München', 'Frankfurt am Main', 'Freiburg im Breisgau', 'Bad Kissingen', 'Timmendorfer Strand']) {
      expect(cities).toContain(city);
    }
  });

  it('have unique positive ids that never mean "no venue" (522, -1)', () => {
    const ids = VENUES.map((venue) => venue.hotelId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toBeGreaterThan(0);
      expect([522, -1]).not.toContain(id);
    }
  });

  it('have a street with a house number and a five-digit postal code', () => {
    for (const venue of VENUES) {
      expect(venue.street).toMatch(/^\S.* \d+[a-z]?$/);
      expect(venue.postalCode).toMatch(/^\d{5}$/);
    }
  });

  it('share one locationId per city, and no two cities share one', () => {
    const locationIds = new Map<string, Set<number>>();
    for (const venue of VENUES) locationIds.set(venue.city, (locationIds.get(venue.city) ?? new Set()).add(venue.locationId));
    expect([...locationIds.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(new Set(VENUES.map((venue) => venue.locationId)).size).toBe(cities.size);
  });

  it('have unique names', () => {
    expect(new Set(VENUES.map((venue) => venue.name)).size).toBe(VENUES.length);
  });
});
