import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../../application/documents/render-html';
import { wantsPage } from './page-delivery/wants-page';

/**
 * Whether the answer to a failed request is shown to a person as a page: a browser opening a
 * page, or a page's plain form post (a browser without JavaScript reads the answer as the next
 * page). Scripts, the proxies and the CLI keep the JSON error.
 */
export const readsErrorAsPage = (request: FastifyRequest): boolean =>
  wantsPage(request) ||
  (request.method === 'POST' && (request.headers.accept ?? '').includes('text/html') && request.headers.authorization === undefined);

export interface ErrorPage {
  readonly title: string;
  readonly message: string;
  /** The address the visitor asked for: a GET is tried again by a link to it. */
  readonly retryPath: string | undefined;
  /** The link's text; "Seite erneut laden" unless said (a refused form post leads back to its form). */
  readonly retryLabel?: string;
  readonly nonce: string;
}

/**
 * A page for a failure that struck before any page could render (a busy database while the
 * session was read, an unexpected error): it needs nothing the failure may have taken away
 * (no database, no built pages), so it is plain HTML with its few styles inline, in the site's
 * colours (ui/theme/tokens.ts, which adapters do not import: brand, text, page, accent).
 */
export const errorPageHtml = ({ title, message, retryPath, retryLabel = 'Seite erneut laden', nonce }: ErrorPage): string => `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ifb Seminare</title>
<style nonce="${escapeHtml(nonce)}">
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2733;background:#f5f7fa}
main{max-width:36rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-top:4px solid #0b3a66}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem;color:#0b3a66}
a{color:#0b3a66;font-weight:600}
a:focus-visible{outline:3px solid #c8501e;outline-offset:2px}
header{font-weight:700;color:#0b3a66;margin:0 0 1.25rem;letter-spacing:.02em}
ul{list-style:none;padding:0;margin:1.5rem 0 0;display:flex;flex-wrap:wrap;gap:1rem 2rem}
</style>
</head>
<body>
<main>
<header>ifb Seminare</header>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<ul>
${retryPath === undefined ? '' : `<li><a href="${escapeHtml(retryPath)}">${escapeHtml(retryLabel)}</a></li>\n`}<li><a href="/">Zur Startseite</a></li>
</ul>
</main>
</body>
</html>
`;
