import * as TE from 'fp-ts/TaskEither';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { ContentItemWire } from '../../../application/content/content.codecs';
import { notFound, unavailable } from '../../../domain/errors/app-error';
import { CONTENT, RECOMMENDATIONS, SISTER_ORIGIN, SITE } from '../../di/ui.tokens';
import { itemLoader } from './works-council.loaders';

const entry = (slug: string, title: string, relatedSlugs: string[]): ContentItemWire => ({
  id: slug.length,
  kind: 'lexicon',
  section: 'br',
  slug,
  title,
  teaser: `${title} kurz erklärt.`,
  author: null,
  publishedAt: null,
  topicSlug: null,
  tags: [],
  path: `/betriebsratslexikon/br/${slug}`,
  details: { relatedSlugs },
  body: [],
});

/** The lexicon as the port answers it: one related entry is gone, one cannot be read just now. */
const ENTRIES = new Map([
  ['abmahnung', entry('abmahnung', 'Abmahnung', ['kosten-des-betriebsrats', 'geloescht', 'gestoert', 'anhoerung-vor-kuendigung'])],
  ['kosten-des-betriebsrats', entry('kosten-des-betriebsrats', 'Kosten des Betriebsrats', [])],
  ['anhoerung-vor-kuendigung', entry('anhoerung-vor-kuendigung', 'Anhörung vor Kündigung', [])],
]);

const container = (asked: string[]): Container => {
  const bound = new Container();
  bound.bind(SITE).toConstantValue('works-council');
  bound.bind(SISTER_ORIGIN).toConstantValue('http://localhost:3403');
  bound.bind(RECOMMENDATIONS).toConstantValue({ related: () => TE.left(unavailable()) });
  bound.bind(CONTENT).toConstantValue({
    detail: (_kind: string, slug: string, section?: string) => {
      asked.push(`${section ?? ''}/${slug}`);
      if (slug === 'gestoert') return TE.left(unavailable());
      const found = ENTRIES.get(slug);
      return found ? TE.right(found) : TE.left(notFound());
    },
  });
  return bound;
};

const load = (slug: string, asked: string[] = []) =>
  itemLoader(container(asked), 'lexicon')({ params: { section: 'br', slug }, request: new Request(`http://betriebsrat.localhost:3403/betriebsratslexikon/br/${slug}`) });

describe('itemLoader for a lexicon entry', () => {
  it('names the related terms by their entries\' titles, in the entry\'s order, from the entry\'s section', async () => {
    const asked: string[] = [];
    const page = await load('abmahnung', asked);
    expect(page.relatedTerms).toEqual([
      { slug: 'kosten-des-betriebsrats', title: 'Kosten des Betriebsrats' },
      { slug: 'anhoerung-vor-kuendigung', title: 'Anhörung vor Kündigung' },
    ]);
    expect(asked).toEqual(expect.arrayContaining(['br/kosten-des-betriebsrats', 'br/geloescht', 'br/gestoert', 'br/anhoerung-vor-kuendigung']));
  });

  it('has no related terms for an entry without any', async () => {
    expect((await load('kosten-des-betriebsrats')).relatedTerms).toEqual([]);
  });
});
