import { Link } from 'react-router';
import { breadcrumbs } from '../../theme/breadcrumbs.styles';

export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/** Where the page sits in the catalogue; the last crumb is the page itself. */
export const Breadcrumbs = ({ trail }: { readonly trail: readonly Crumb[] }) => (
  <nav aria-label="Brotkrumen" className={breadcrumbs}>
    {trail.map((crumb, index) => (
      <span key={crumb.label}>
        {index > 0 ? ' › ' : ''}
        {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
      </span>
    ))}
  </nav>
);
