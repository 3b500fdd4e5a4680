import { useCallback, useId } from 'react';
import { layerLinks } from '../../../domain/navigation/layer-links';
import type { NavigationItem } from '../../../domain/navigation/navigation-item';
import { tabLink } from '../../../domain/navigation/navigation-tab';
import { ChevronDownIcon, ChevronLeftIcon } from '../icons';
import { NavigationLink } from '../navigation/NavigationLink';
import { ACCORDION_VIEW_COLLAPSED, createAccordionStore } from '../timing/accordion-store';
import { sectionHeading } from '../../theme/page.styles';
import { plainList } from '../../theme/plain-list.styles';
import { useStore } from '../use-store';
import * as styles from './mobile-menu.styles';

/** A top-level item's page of the mobile menu: back button, title, overview link, its sections. */
export const SubPage = ({ item, onBack }: { readonly item: NavigationItem; readonly onBack: () => void }) => {
  const { view, dispatch } = useStore(createAccordionStore, ACCORDION_VIEW_COLLAPSED);
  const baseId = useId();
  const toggle = useCallback((section: number) => { dispatch({ type: 'toggled', section }); }, [dispatch]);
  const links = layerLinks(item.children);
  const ordered = [...links.top, ...links.left, ...links.middle, ...links.right, ...links.bottom];
  return (
    <>
      <button type="button" className={styles.row} onClick={onBack}>
        <span>
          <ChevronLeftIcon /> Zurück
        </span>
      </button>
      <h2 className={`${sectionHeading} ${styles.pageTitle}`}>{item.linkText}</h2>
      <ul className={`${plainList} ${styles.list}`}>
        <li>
          <NavigationLink item={item} className={`${styles.row} ${styles.overviewLink}`}>
            Übersicht: {item.linkText}
          </NavigationLink>
        </li>
        {ordered.map((child) => {
          if (child.children.length === 0) {
            return (
              <li key={child.id}>
                <NavigationLink item={child} className={styles.row}>
                  {child.linkText}
                </NavigationLink>
              </li>
            );
          }
          const expanded = view.state.has(child.id);
          const collapsing = view.leaving === child.id;
          const sectionId = `${baseId}-section-${String(child.id)}`;
          const overview = tabLink(child) ?? child.url;
          return (
            <li key={child.id}>
              <button type="button" className={styles.row} aria-expanded={expanded} aria-controls={sectionId} onClick={() => { toggle(child.id); }}>
                {child.linkText}
                <ChevronDownIcon />
              </button>
              {expanded || collapsing ? (
                <div id={sectionId} className={styles.section} data-collapsing={collapsing} inert={collapsing}>
                  <ul className={`${plainList} ${styles.list}`}>
                    {overview === '' ? null : (
                      <li>
                        <NavigationLink item={{ url: overview, isCurrent: false }}>Alle anzeigen: {child.linkText}</NavigationLink>
                      </li>
                    )}
                    {child.children.map((link) => (
                      <li key={link.id}>
                        <NavigationLink item={link}>{link.linkText}</NavigationLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
};
