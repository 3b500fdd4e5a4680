import { data } from 'react-router';
import type { ThemeSummariesWire } from '../../../application/catalogue/theme.codecs';
import { formatDate } from '../../../domain/calendar/calendar';
import { resolveService, type PageContainer } from '../../di/page-container';
import { CATALOGUE } from '../../di/ui.tokens';
import { runTask, type PageError } from '../../routing/run-task';
import { rubricPath, seminarPath } from '../catalogue/catalogue-paths';
import { PORTAL_HOME_PATHS } from '../portal/portal.paths';
import { hereOf, linkTo, type Here } from '../recommendations/site-link';
import { ENTITLEMENT_PAGES } from './entitlement-pages';
import { isEntitlementBody, type EntitlementBody } from './entitlement-paths';
import { ENTITLEMENT_TEXTS } from './entitlement-texts';
import { normCitation } from '../../../domain/text/norm-citation';
import { citedNormPath } from '../../../application/content/norm-anchor';

export interface EntitlementSeminar {
  readonly title: string;
  readonly subtitle: string;
  readonly href: string;
  /** dd.mm.yyyy of the next date. */
  readonly nextDate: string;
}

export interface EntitlementPageData {
  readonly body: EntitlementBody;
  /** The rubric's seminars with a date still to come, in the catalogue's order. */
  readonly seminars: readonly EntitlementSeminar[];
  readonly rubricName: string;
  readonly rubricHref: string;
  /** Mein Bereich, where each booked participant's Entsendungsbeschluss and Kostenübernahme are. */
  readonly portalHref: string;
  /** The norms of the "Rechtsgrundlage" box, each linked to its law's page where it cites one norm. */
  readonly legalBasis: readonly { readonly text: string; readonly href: string | null }[];
}

/**
 * The seminars a page offers: those of the body's rubric that still have a date (the catalogue
 * says when the next one is), linked on the main site: absolute from the works-council host.
 */
export const entitlementSeminars = (themes: ThemeSummariesWire, here: Here): readonly EntitlementSeminar[] =>
  themes.flatMap((theme) =>
    theme.nextDate === null ? [] : [{ title: theme.title, subtitle: theme.subtitle, href: linkTo('main', seminarPath(theme.slug), here).href, nextDate: formatDate(theme.nextDate) }],
  );

const notFound = (): never => {
  const error: PageError = { message: 'Seite nicht gefunden', status: 404 };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to answer with a status
  throw data(error, { status: 404 });
};

/**
 * /schulungsanspruch/{br|sbv|jav} on both hosts (spec §2 names no host; the knowledge content
 * links it): the text is the page's own, the seminars come from the catalogue. Another body is
 * the German 404. Nothing depends on the visitor, so the page is kept for everyone.
 */
export const entitlementLoader =
  (container: PageContainer) =>
  async ({ params }: { readonly params: Readonly<Record<string, string | undefined>> }): Promise<EntitlementPageData> => {
    const body = params.body;
    if (!isEntitlementBody(body)) return notFound();
    const page = ENTITLEMENT_PAGES[body];
    const here = hereOf(container);
    const themes = await runTask(resolveService(container, CATALOGUE).themes({ rubric: page.rubric }));
    return {
      body,
      seminars: entitlementSeminars(themes, here),
      rubricName: themes[0]?.rubric.name ?? page.label,
      rubricHref: linkTo('main', rubricPath(page.rubric), here).href,
      portalHref: linkTo('main', PORTAL_HOME_PATHS[1], here).href,
      legalBasis: ENTITLEMENT_TEXTS[body].legalBasis.map((text) => {
        const cited = normCitation(text);
        return { text, href: cited === undefined ? null : linkTo('works-council', citedNormPath(cited), here).href };
      }),
    };
  };
