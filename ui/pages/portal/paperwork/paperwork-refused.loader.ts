import { data, type LoaderFunctionArgs } from 'react-router';
import { PAPERWORK_MESSAGES, PAPERWORK_REFUSAL_STATUS, type PaperworkRefusal } from '../../../../application/documents/paperwork.messages';
import { PAPERWORK_KINDS, PAPERWORK_TITLES, type PaperworkKind } from '../../../../application/documents/paperwork.paths';

export interface PaperworkRefusedData {
  readonly title: string;
  readonly message: string;
}

const isKind = (value: string | undefined): value is PaperworkKind => (PAPERWORK_KINDS as readonly (string | undefined)[]).includes(value);
const isRefusal = (value: string | null): value is PaperworkRefusal => value !== null && Object.hasOwn(PAPERWORK_MESSAGES, value);

/**
 * What the server renders in place of a refused paper (the address stays the PDF's): the paper's
 * title and the refusal's German message, with its status. Only the fixed messages can be shown.
 */
export const paperworkRefusedLoader = ({ request, params }: LoaderFunctionArgs) => {
  const reason = new URL(request.url).searchParams.get('grund');
  // The address's last segment is the PDF's ('teilnahmebescheinigung.pdf'); anything else is no paper.
  const kind = params.paper?.endsWith('.pdf') === true ? params.paper.slice(0, -'.pdf'.length) : undefined;
  const refusal: PaperworkRefusal = isRefusal(reason) && isKind(kind) ? reason : 'unknown';
  const title = isKind(kind) ? PAPERWORK_TITLES[kind] : 'Unterlagen';
  return data<PaperworkRefusedData>({ title, message: PAPERWORK_MESSAGES[refusal] }, { status: PAPERWORK_REFUSAL_STATUS[refusal] });
};
