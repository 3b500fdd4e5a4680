import * as E from 'fp-ts/Either';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { SeminarPageWire } from '../../../../application/catalogue-admin/seminar-admin.codecs';
import { seminarPagePath } from '../../../../application/catalogue-admin/seminar-admin.paths';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { SEMINAR_ADMIN } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { FORM_TARGETS, INTENT_FIELD, priceTextOf, seminarTextOf } from './seminar-form';
import { hereOf, staffRead } from './staff-task';

/** The seminar's page as JSON (instants as ISO text, cents as numbers). */
export type SeminarPageJson = ReturnType<typeof SeminarPageWire.encode>;

/** What the page says after a post that went through (POST-redirect-GET keeps it in the address). */
export const SAVED_PARAMS = { created: 'angelegt', saved: 'gespeichert', prices: 'preise' } as const;

export interface SeminarPageData {
  readonly seminar: SeminarPageJson;
  readonly created: boolean;
  readonly saved: boolean;
  /** How many coming dates took the new prices, after the price form was sent. */
  readonly pricedDates: number | null;
}

/** /manage/seminare/:slug: the seminar's fields, its price record and its dates. */
export const seminarLoader =
  (container: PageContainer) =>
  async ({ request, params }: LoaderFunctionArgs): Promise<SeminarPageData> => {
    const query = new URL(request.url).searchParams;
    const seminar = await staffRead(resolveService(container, SEMINAR_ADMIN).seminar(params.slug ?? ''), hereOf(request));
    const priced = query.get(SAVED_PARAMS.prices);
    return {
      seminar: SeminarPageWire.encode(seminar),
      created: query.has(SAVED_PARAMS.created),
      saved: query.has(SAVED_PARAMS.saved),
      pricedDates: priced === null || !/^\d+$/.test(priced) ? null : Number(priced),
    };
  };

/**
 * The page's two forms: the seminar's fields, or the price record of its coming dates. Either
 * goes back to the page (POST-redirect-GET), which says what was saved; a refusal shows the form
 * again with what was typed and each message at its field.
 */
export const seminarAction =
  (container: PageContainer) =>
  async ({ request, params }: ActionFunctionArgs) => {
    const slug = params.slug ?? '';
    const { values, refused } = await readPageForm(request);
    const target = values[INTENT_FIELD] === FORM_TARGETS.prices ? FORM_TARGETS.prices : FORM_TARGETS.seminar;
    if (refused) return formRefused(target, values);
    const admin = resolveService(container, SEMINAR_ADMIN);
    if (target === FORM_TARGETS.prices) {
      const result = await admin.changePrices(slug, priceTextOf(values))();
      if (E.isLeft(result)) return formFailure(target, values, result.left);
      return redirect(`${seminarPagePath(slug)}?${SAVED_PARAMS.prices}=${String(result.right.updated + result.right.unchanged)}`);
    }
    const result = await admin.changeSeminar(slug, seminarTextOf(values))();
    if (E.isLeft(result)) return formFailure(target, values, result.left);
    return redirect(`${seminarPagePath(slug)}?${SAVED_PARAMS.saved}=1`);
  };
