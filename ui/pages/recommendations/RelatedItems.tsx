import { Link } from 'react-router';
import type { RecommendationCard } from './recommendation-cards';
import * as styles from './recommendations.styles';

const KIND_LABEL: Readonly<Record<RecommendationCard['kind'], string>> = {
  theme: 'Seminar',
  topic: 'Thema',
  news: 'News',
  video: 'Video',
  conference: 'Fachtagung',
  article: 'Fachartikel',
};

const CardLink = ({ card }: { readonly card: RecommendationCard }) =>
  card.external ? <a href={card.href}>{card.title}</a> : <Link to={card.href}>{card.title}</Link>;

/**
 * A list of recommendations under a heading, each with what it is, why it is shown and, for a
 * seminar or conference, its next date. Nothing at all when there is nothing to recommend.
 * `explain` words the reason for its page ("Weil Sie … gebucht haben").
 */
export const RelatedItems = ({
  id,
  heading,
  cards,
  explain = (card) => card.reason,
  headingClassName,
}: {
  readonly id: string;
  readonly heading: string;
  readonly cards: readonly RecommendationCard[];
  readonly explain?: (card: RecommendationCard) => string;
  readonly headingClassName?: string;
}) =>
  cards.length === 0 ? null : (
    <section className={styles.related} aria-labelledby={id}>
      <h2 id={id} className={headingClassName ?? styles.heading}>
        {heading}
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.href} className={styles.card}>
            <p className={styles.kind}>
              {KIND_LABEL[card.kind]}
              {card.nextDate !== null && ` · nächster Termin ${card.nextDate}`}
            </p>
            <h3 className={styles.title}>
              <CardLink card={card} />
            </h3>
            {card.teaser !== null && card.teaser !== '' && <p className={styles.teaser}>{card.teaser}</p>}
            <p className={styles.reason}>{explain(card)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
