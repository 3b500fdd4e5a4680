import type { NavigationGroup } from '../../../domain/navigation/navigation-group';
import { shownInspirationSlides } from '../../../domain/navigation/navigation-group';
import type { NavigationItem } from '../../../domain/navigation/navigation-item';
import { layerLinks } from '../../../domain/navigation/layer-links';
import { navigationTabs } from '../../../domain/navigation/navigation-tab';
import { CloseIcon } from '../icons';
import { FlyoutTabs } from './FlyoutTabs';
import { InspirationSlider } from './InspirationSlider';
import { NavigationLink } from './NavigationLink';
import { flyoutId } from './flyout-id';
import { plainList } from '../../theme/plain-list.styles';
import * as styles from './navigation.styles';

const LinkList = ({ items, onFollow, className }: { readonly items: readonly NavigationItem[]; readonly onFollow: () => void; readonly className?: string }) =>
  items.length === 0 ? null : (
    <ul className={className ?? `${plainList} ${styles.linkList}`}>
      {items.map((item) => (
        <li key={item.id}>
          <NavigationLink item={item} onFollow={onFollow}>
            {item.linkText}
            {item.linkDescription === '' ? null : <small>{item.linkDescription}</small>}
          </NavigationLink>
        </li>
      ))}
    </ul>
  );

/** 2-col: the links and the slider, or without a slider the links in two halves. */
const twoColumns = (items: readonly NavigationItem[], withSlider: boolean): (readonly NavigationItem[])[] => {
  if (withSlider) return [items];
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
};

/**
 * One flyout layer (spec §2) in its layout: the row of top links, the tabs (4-col-grid-headline)
 * or the link columns (left, middle, right), the inspiration slider, the bottom links, and a
 * close button. `closing` plays the 500 ms close transition.
 */
export const FlyoutLayer = ({
  item,
  group,
  closing,
  onClose,
}: {
  readonly item: NavigationItem;
  readonly group: NavigationGroup;
  readonly closing: boolean;
  readonly onClose: () => void;
}) => {
  const tabs = navigationTabs(item.children);
  const tabIds = new Set(tabs.map((tab) => tab.id));
  const links = layerLinks(item.children.filter((child) => !tabIds.has(child.id)));
  const slides = shownInspirationSlides(group);
  const columns = group.flyoutStyle === '2-col' ? twoColumns([...links.left, ...links.middle, ...links.right], slides.length > 0) : [links.left, links.middle, links.right];
  return (
    <div id={flyoutId(item)} className={styles.layer} data-closing={closing} inert={closing}>
      <div className={styles.layerInner}>
        <button type="button" className={`${styles.layerButton} ${styles.closeButton}`} onClick={onClose}>
          <CloseIcon /> Schließen
        </button>
        <LinkList items={links.top} onFollow={onClose} className={`${styles.linkRow} ${styles.topLinks}`} />
        <div className={styles.columns} data-style={group.flyoutStyle} data-slider={slides.length > 0}>
          {group.flyoutStyle === '4-col-grid-headline' && tabs.length > 0 ? (
            <FlyoutTabs tabs={tabs} label={item.linkText} onFollow={onClose} />
          ) : (
            columns.map((column, index) => <LinkList key={index} items={column} onFollow={onClose} />)
          )}
          {slides.length > 0 ? <InspirationSlider slides={slides} label={item.linkText} /> : null}
        </div>
        <LinkList items={links.bottom} onFollow={onClose} className={`${styles.linkRow} ${styles.bottomLinks}`} />
      </div>
    </div>
  );
};
