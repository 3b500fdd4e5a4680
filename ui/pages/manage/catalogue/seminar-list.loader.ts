import type { LoaderFunctionArgs } from 'react-router';
import type { SeminarListWire } from '../../../../application/catalogue-admin/seminar-admin.codecs';
import { SEMINAR_PAGE_PARAM, seminarPageOf } from '../../../../application/catalogue-admin/seminar-admin.paths';
import { resolveService, type PageContainer } from '../../../di/page-container';
import { SEMINAR_ADMIN } from '../../../di/ui.tokens';
import { hereOf, staffRead } from './staff-task';

/** The list's filter as the GET form sent it (kept in the form). */
export interface SeminarFilterValues {
  readonly q: string;
  readonly rubrik: string;
  readonly handlungsfeld: string;
}

export interface SeminarListPageData {
  readonly filter: SeminarFilterValues;
  readonly list: SeminarListWire;
}

/** An empty field of the GET form is no filter. */
const given = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** /manage/seminare: a page of the seminars, filtered by the GET form's words, rubric and Handlungsfeld. */
export const seminarListLoader =
  (container: PageContainer) =>
  async ({ request }: LoaderFunctionArgs): Promise<SeminarListPageData> => {
    const params = new URL(request.url).searchParams;
    const filter: SeminarFilterValues = { q: params.get('q') ?? '', rubrik: params.get('rubrik') ?? '', handlungsfeld: params.get('handlungsfeld') ?? '' };
    const list = await staffRead(
      resolveService(container, SEMINAR_ADMIN).seminars({
        q: given(filter.q),
        rubricSlug: given(filter.rubrik),
        actionField: given(filter.handlungsfeld),
        page: seminarPageOf(params.get(SEMINAR_PAGE_PARAM)),
      }),
      hereOf(request),
    );
    return { filter, list };
  };
