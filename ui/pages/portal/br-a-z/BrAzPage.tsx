import { useLoaderData } from 'react-router';
import * as lexicon from '../../works-council/works-council.styles';
import { MAX_SEARCH_LENGTH, SEARCH_FIELD, type BrAzData } from './br-a-z.loader';
import * as own from './br-a-z.styles';
import { control, fieldError } from '../../../forms/forms.styles';
import * as filterParts from '../../../theme/filter-form.styles';
import * as rowParts from '../../../theme/form-row.styles';
import * as tileParts from '../../../theme/tile-grid.styles';
import { primaryButton } from '../../../theme/controls.styles';
import { AtoZ } from '../../../layout/AtoZ';
import * as pageParts from '../../../theme/page.styles';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''), '#'];

const anchorOf = (letter: string): string => `buchstabe-${letter === '#' ? 'ziffern' : letter}`;

/** /kundenportal/br-a-z: the Betriebsrat lexicon A–Z with a search, and knowledge recommended from the user's seminars. */
export const BrAzPage = () => {
  const { groups, total, search, searchError, recommendations } = useLoaderData<BrAzData>();
  const present = new Set(groups.map(([letter]) => letter));
  return (
    <section className={pageParts.page} aria-labelledby="br-a-z-titel">
      <h1 id="br-a-z-titel" className={pageParts.pageHeading}>
        BR <AtoZ />
      </h1>
      <p className={pageParts.lead}>Begriffe aus der Betriebsratsarbeit, kurz und verständlich erklärt.</p>
      {recommendations.length > 0 && (
        <section aria-labelledby="empfehlungen-titel">
          <h2 id="empfehlungen-titel" className={pageParts.sectionHeading}>
            Empfohlen zu Ihren Seminaren
          </h2>
          <ul className={tileParts.tileGrid}>
            {recommendations.map((item) => (
              <li key={item.href} className={tileParts.tile}>
                <a href={item.href}>{item.title}</a>
                <span className={tileParts.tileLabel}>{item.kind === '' ? item.reason : `${item.kind} · ${item.reason}`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form method="get" role="search" aria-label="Im BR A–Z suchen" className={filterParts.filterForm} noValidate>
        <label htmlFor="br-a-z-suche">
          Begriff suchen
          <input
            id="br-a-z-suche"
            type="search"
            name={SEARCH_FIELD}
            defaultValue={search}
            maxLength={MAX_SEARCH_LENGTH * 2}
            className={control}
            aria-invalid={searchError !== null}
            aria-describedby={searchError === null ? undefined : 'br-a-z-suche-fehler'}
          />
        </label>
        <button type="submit" className={primaryButton}>
          Suchen
        </button>
        {searchError !== null && (
          <p id="br-a-z-suche-fehler" role="alert" className={`${fieldError} ${rowParts.rowMessage}`}>
            {searchError}
          </p>
        )}
      </form>
      <p role="status" className={pageParts.smallPrint}>
        {search === '' || searchError !== null ? `${String(total)} Begriffe` : `${String(total)} Treffer für „${search}“`}
        {search !== '' && searchError === null && (
          <>
            {' · '}
            <a href="?">Alle Begriffe zeigen</a>
          </>
        )}
      </p>
      <nav aria-label="Buchstaben" className={lexicon.letters}>
        {LETTERS.map((letter) =>
          present.has(letter) ? (
            <a key={letter} href={`#${anchorOf(letter)}`}>
              {letter}
            </a>
          ) : (
            <span key={letter} aria-hidden="true">
              {letter}
            </span>
          ),
        )}
      </nav>
      {groups.map(([letter, entries]) => (
        <section key={letter} id={anchorOf(letter)} className={lexicon.letterGroup} aria-labelledby={`${anchorOf(letter)}-titel`}>
          <h2 id={`${anchorOf(letter)}-titel`}>{letter === '#' ? '0–9' : letter}</h2>
          <ul>
            {entries.map((entry) => (
              <li key={entry.id} className={own.entry}>
                <a href={entry.href}>{entry.title}</a>
                {entry.teaser !== '' && <span className={own.teaser}>{entry.teaser}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
};
