import { data, type LoaderFunctionArgs } from 'react-router';
import { PRIVACY_MESSAGES } from '../../../../application/privacy/messages';

export interface DataExportPageData {
  readonly token: string;
}

/** Opening the mailed link hands nothing out (mail scanners open links): the page shows the download button. */
export const dataExportLoader = ({ request }: LoaderFunctionArgs): DataExportPageData => {
  const token = (new URL(request.url).searchParams.get('token') ?? '').trim();
  if (token === '') {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's 404
    throw data({ message: PRIVACY_MESSAGES.exportLinkGone, status: 404 }, { status: 404 });
  }
  return { token: token.slice(0, 200) };
};
