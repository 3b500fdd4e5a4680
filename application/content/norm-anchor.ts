import type { NormCitation } from '../../domain/text/norm-citation';
import { contentPath } from './content-paths';
import { slugOf } from './content-slug';

/** '§ 37' → 'p37', '§ 87a' → 'p87a': the anchor of a norm on its law's page, so a link can point at it. */
export const normAnchor = (number: string): string => `p${number.replace(/^§+\s*/, '').replace(/[^0-9a-zA-Z]+/g, '-').toLowerCase()}`;

/** Where a cited norm stands on the works-council site: its law's page, at the norm ("/gesetze/betrvg#p37"). */
export const citedNormPath = ({ section, law }: NormCitation): string =>
  `${contentPath({ id: 0, kind: 'law', section: '', slug: slugOf(law) })}#${normAnchor(section)}`;
