import * as E from 'fp-ts/Either';
import { redirect, type ActionFunctionArgs } from 'react-router';
import type { FormKind } from '../../application/forms/form-definitions';
import { FormRequest } from '../../application/forms/forms.codecs';
import { decodeInput } from '../../application/codecs/decode';
import { resolveService, type PageContainer } from '../di/page-container';
import { FORMS } from '../di/ui.tokens';
import { formFailure, formRefused, readPageForm } from './page-form-action';

/** The query parameter a sent website form returns to its page with: the page then thanks the visitor. */
export const SENT_PARAM = 'gesendet';

/** The page's path with the sent marker, so a reload after the redirect does not send again. */
export const sentPath = (request: Request): string => `${new URL(request.url).pathname}?${SENT_PARAM}=1`;

/** Whether the page was reached by the redirect after sending. */
export const wasSent = (search: URLSearchParams): boolean => search.get(SENT_PARAM) === '1';

/**
 * The route action of a website form (spec §7: contact request, inhouse request …): the post is
 * decoded like the JSON call and handed to the Forms port, whose §5 rules answer per field
 * (the same German messages as the 400 of /api/{kind}). A success redirects back to the page
 * with the sent marker (POST-redirect-GET).
 */
export const websiteFormAction =
  (container: PageContainer, kind: FormKind, target: string) =>
  async ({ request }: ActionFunctionArgs) => {
    const { values, refused } = await readPageForm(request);
    if (refused) return formRefused(target, values);
    const form = decodeInput(FormRequest, values);
    if (E.isLeft(form)) return formFailure(target, values, form.left);
    const sent = await resolveService(container, FORMS).submit(kind, form.right)();
    if (E.isLeft(sent)) return formFailure(target, values, sent.left);
    return redirect(sentPath(request));
  };
