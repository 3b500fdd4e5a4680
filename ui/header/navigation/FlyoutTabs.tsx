import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavigationTab } from '../../../domain/navigation/navigation-tab';
import { NavigationLink } from './NavigationLink';
import { plainList } from '../../theme/plain-list.styles';
import * as styles from './navigation.styles';

/**
 * The tabs of a 4-col-grid-headline layer (WAI-ARIA tabs): a vertical tab list, and the panel
 * of the selected tab with its headline, description, optional link and its links in a grid.
 */
export const FlyoutTabs = ({ tabs, label, onFollow }: { readonly tabs: readonly NavigationTab[]; readonly label: string; readonly onFollow: () => void }) => {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const current = tabs[selected] ?? tabs[0];
  if (current === undefined) return null;
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: selected + 1, ArrowUp: selected - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <>
      <div className={styles.tabList} role="tablist" aria-orientation="vertical" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${String(tab.id)}`}
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onKeyDown={onKeyDown}
            onClick={() => {
              setSelected(index);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${String(current.id)}`}>
        <p className={styles.tabHeadline}>{current.label}</p>
        {current.description === '' ? null : <p className={styles.tabDescription}>{current.description}</p>}
        {current.link === null ? null : (
          <NavigationLink className={styles.tabLink} item={{ url: current.link, isCurrent: false }} onFollow={onFollow}>
            Alle Seminare: {current.label}
          </NavigationLink>
        )}
        <ul className={`${plainList} ${styles.linkList} ${styles.gridLinks}`}>
          {current.links.map((link) => (
            <li key={link.id}>
              <NavigationLink item={link} onFollow={onFollow}>
                {link.linkText}
              </NavigationLink>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
};
