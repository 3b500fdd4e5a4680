import { noWrap } from '../theme/text.styles';

/**
 * 'A–Z' as the site writes it in headings and links: a line may break after an en dash, and a
 * phone broke 'Lexikon A–' / 'Z'. The text stays 'A–Z', so the names screen readers and tests
 * read are the same as before.
 */
export const AtoZ = () => <span className={noWrap}>A–Z</span>;
