import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { Form, useLocation } from 'react-router';
import { isSearchActive } from '../../../domain/header/search-field-state';
import * as headerStyles from '../header.styles';
import { SearchIcon } from '../icons';
import { createLazySearchStore } from '../timing/header-stores';
import { useHydrated } from '../use-hydrated';
import { useDocumentKeys, useStore } from '../use-store';
import * as styles from './search.styles';

const FORM_ID = 'header-search';
export const SEARCH_PATH = '/suche';

/**
 * The header search (spec §2, §4): the icon opens the field, which hides 300 ms after focus left
 * it (so its own button still takes the click); it sends the visitor to /suche?q=. Without
 * JavaScript the icon is a link to the search page, which has the same field.
 */
export const HeaderSearch = () => {
  const hydrated = useHydrated();
  const { view: state, dispatch } = useStore(createLazySearchStore, 'inactive');
  const input = useRef<HTMLInputElement>(null);
  const icon = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = isSearchActive(state);
  useEffect(() => {
    dispatch({ type: 'searchOut' });
  }, [pathname, dispatch]);
  useDocumentKeys(
    active,
    useCallback(
      (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        dispatch({ type: 'searchOut' });
        icon.current?.focus();
      },
      [dispatch],
    ),
  );

  if (!hydrated) {
    return (
      <a className={headerStyles.iconButton} href={SEARCH_PATH}>
        <SearchIcon />
        <span className={visuallyHidden}>Suche</span>
      </a>
    );
  }
  const onBlur = (event: FocusEvent) => {
    // Focus moving between the field and its button stays inside the search.
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) dispatch({ type: 'blurred' });
  };
  return (
    <div className={styles.search}>
      <button
        ref={icon}
        type="button"
        className={headerStyles.iconButton}
        aria-expanded={active}
        aria-controls={FORM_ID}
        onClick={() => {
          dispatch({ type: 'searchIconClicked' });
          // The field appears with this click; focus goes into it once it is there.
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <SearchIcon />
        <span className={visuallyHidden}>Suche</span>
      </button>
      {active ? (
        <Form
          id={FORM_ID}
          role="search"
          action={SEARCH_PATH}
          method="get"
          className={styles.form}
          onFocus={() => { dispatch({ type: 'focused' }); }}
          onBlur={onBlur}
        >
          <input ref={input} type="search" name="q" aria-label="Suchbegriff" placeholder="Seminar, Thema, Ort …" required minLength={2} />
          <button type="submit">Suchen</button>
        </Form>
      ) : null}
    </div>
  );
};
