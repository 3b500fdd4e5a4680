import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavigationItem } from '../../../domain/navigation/navigation-item';
import { isExternal } from './current-item';

/** A navigation entry's link: the router's Link on this site, a plain anchor to the sister site. */
export const NavigationLink = ({
  item,
  className,
  children,
  onFollow,
}: {
  readonly item: Pick<NavigationItem, 'url' | 'isCurrent'>;
  readonly className?: string;
  readonly children: ReactNode;
  readonly onFollow?: () => void;
}) =>
  isExternal(item.url) ? (
    <a className={className} href={item.url} onClick={onFollow}>
      {children}
    </a>
  ) : (
    <Link className={className} to={item.url} onClick={onFollow} aria-current={item.isCurrent ? 'page' : undefined}>
      {children}
    </Link>
  );
