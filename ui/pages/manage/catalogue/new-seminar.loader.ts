import * as E from 'fp-ts/Either';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import type { RubricsWire } from '../../../../application/catalogue-admin/seminar-admin.codecs';
import { seminarPagePath } from '../../../../application/catalogue-admin/seminar-admin.paths';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { SEMINAR_ADMIN } from '../../../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from '../../../forms/page-form-action';
import { SAVED_PARAMS } from './seminar.loader';
import { FORM_TARGETS, seminarTextOf } from './seminar-form';
import { hereOf, staffRead } from './staff-task';

/** /manage/seminare/neu: the rubrics to choose from. */
export const newSeminarLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<RubricsWire> =>
    staffRead(resolveService(container, SEMINAR_ADMIN).rubrics(), hereOf(request));

/** Creates the seminar and goes to its page, which asks for its first date; a refusal keeps what was typed. */
export const newSeminarAction =
  (container: PageContainer) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(FORM_TARGETS.seminar, values);
    const result = await resolveService(container, SEMINAR_ADMIN).createSeminar(seminarTextOf(values))();
    if (E.isLeft(result)) return formFailure(FORM_TARGETS.seminar, values, result.left);
    return redirect(`${seminarPagePath(result.right.slug)}?${SAVED_PARAMS.created}=1`);
  };
