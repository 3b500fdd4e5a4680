import * as styles from './footer.styles';
import { StaticPart } from './static-part';

/**
 * The page footer on both hosts (also served alone as /shared-modules/footer). Its contents
 * (./FooterContents.tsx) are static: rendered on the server, kept as they are in the browser.
 */
export const SiteFooter = () => <StaticPart name="footer" as="footer" className={styles.footer} />;
