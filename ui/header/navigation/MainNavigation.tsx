import { Link, NavLink } from 'react-router';
import * as styles from '../../layout/site.styles';

/** The main navigation of the header. */
export const MainNavigation = () => (
  <nav className={styles.nav} aria-label="Hauptnavigation">
    <ul>
      <li>
        <NavLink to="/seminare" end>
          Seminare
        </NavLink>
      </li>
      <li>
        <Link to="/seminare?kind=online">Online-Seminare</Link>
      </li>
      <li>
        <Link to="/seminare?kind=series">Ausbildungen</Link>
      </li>
      <li>
        <Link to="/service/kontakt">Kontakt</Link>
      </li>
    </ul>
  </nav>
);
