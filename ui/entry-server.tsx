import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type RouteObject, type StaticHandler, type StaticHandlerContext } from 'react-router';
import { errorMeta, metaOfMatches, type PageMeta } from './routing/page-meta';
import type { Site } from '../domain/site/site';
import { tokenTable } from './di/token-table';
import type { PageContainer, PageServices as PageServicesOfBothSides } from './di/page-container';
import { SITE } from './di/ui.tokens';
import type { Token } from '../application/tokens';
import { ServicesProvider } from './di/services-context';
import { createRoutes } from './routes';
import { queryOptionsFor, withServerRefusals } from './routing/server-refusals';
import type { PageError } from './routing/run-task';
import { SiteHeader } from './header/SiteHeader';
import { SiteFooter } from './layout/SiteFooter';
import { FooterContents } from './layout/FooterContents';
import { StaticPartsProvider, type StaticPartsMarkup } from './layout/static-part';
import { modulesOfHandles } from './routing/page-chunks';
import { FAMILY_NAMES, familiesOfRouteIds, loadFamilies, type FamilyName } from './routing/route-families';
import { ROUTE_FAMILY_MODULES } from './routing/route-family-modules';
import { color } from './theme/tokens';
import { PRE_PAINT_SCRIPT } from './consent/pre-paint';
import { scriptJson, startScripts, type StartWhen } from './start-after-paint';
import type { FrameHandle } from './layout/frame-handle';
import { withTopLevelNavigation } from './layout/hydration-navigation';

/**
 * What a server render gets: the page's services, and what only the server's HTML carries: the
 * parent domain both sites keep the cookie decision on ('' for each host its own), written on
 * <html data-consent-domain> for the consent banner (ui/consent/consent-context.tsx).
 */
export type PageServices = PageServicesOfBothSides & { readonly consentCookieDomain: string };

/** The static parts' components: rendered here, kept as server markup in the browser (ui/layout/static-part.tsx). */
/**
 * The static parts' markup, rendered once per site: the footer depends on the site alone, and
 * rendering it into every page cost each request the same work for the same string.
 */
const staticParts = new Map<Site, StaticPartsMarkup>();
const staticPartsOf = (site: Site): StaticPartsMarkup => {
  const known = staticParts.get(site);
  if (known !== undefined) return known;
  const siteOnly: PageContainer = {
    get: <T,>(key: Token<T>): T => {
      if (key === SITE) return site as T;
      throw new Error('a static part asked for a page service: it would not be the same on every page');
    },
  };
  const parts: StaticPartsMarkup = {
    footer: renderToString(
      <ServicesProvider container={siteOnly}>
        <FooterContents />
      </ServicesProvider>,
    ),
  };
  staticParts.set(site, parts);
  return parts;
};
/** How tests and benchmarks read which scripts a rendered page starts. */
export { startScriptsOf, startWhenOf } from './start-after-paint';

/** The built browser assets the page must reference (from Vite's manifest). */
export interface PageAssets {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  /** Chunks the entry imports: preloaded so the browser fetches them in parallel. */
  readonly preloads?: readonly string[];
  /** The chunks and CSS of lazily loaded page modules (by source path), from the manifest. */
  readonly chunksOf?: (modules: readonly string[]) => { readonly preloads: readonly string[]; readonly styles: readonly string[] };
}

/** The entry's assets plus those of the page modules the matched routes load lazily. */
const assetsFor = (assets: PageAssets, modules: readonly string[]): PageAssets => {
  const chunks = assets.chunksOf?.(modules) ?? { preloads: [], styles: [] };
  return {
    scripts: assets.scripts,
    styles: [...new Set([...assets.styles, ...chunks.styles])],
    preloads: [...new Set([...(assets.preloads ?? []), ...chunks.preloads])],
  };
};

export type RenderedPage =
  /** nonce: the CSP nonce its inline scripts carry; the response's policy must name it. */
  /** retryAfter: the Retry-After an action or loader answered with (a refused form post, 429). */
  | { readonly kind: 'page'; readonly status: number; readonly html: string; readonly nonce: string; readonly retryAfter?: string }
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string };

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site variant and where its sister is, on <html> for the browser's composition root (ui/site/site-of-document.ts). */
type SiteOfPage = Pick<PageServices, 'site' | 'sisterOrigin' | 'consentCookieDomain'>;

const document = (meta: PageMeta, { site, sisterOrigin, consentCookieDomain }: SiteOfPage, origin: string, assets: PageAssets, body: string, families: readonly FamilyName[], when: StartWhen, nonce: string): string => `<!doctype html>
<html lang="de" data-site="${site}" data-sister-origin="${escapeHtml(sisterOrigin)}"${consentCookieDomain === '' ? '' : ` data-consent-domain="${escapeHtml(consentCookieDomain)}"`}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${color.brand}">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icon-192.png">
<link rel="manifest" href="/manifest.webmanifest">
<script nonce="${escapeHtml(nonce)}">${PRE_PAINT_SCRIPT}</script>
<title>${escapeHtml(meta.title)}</title>
<meta name="description" content="${escapeHtml(meta.description)}">
${meta.noIndex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(origin + meta.canonicalPath)}">`}
${(meta.feeds ?? []).map((feed) => `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(origin + feed.path)}">`).join('\n')}
${assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n')}
${(meta.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`).join('\n')}
</head>
<body>
<div id="root" data-route-families="${families.join(' ')}">${body}</div>
${startScripts({ scripts: assets.scripts, preloads: assets.preloads ?? [] }, when, escapeHtml(nonce))}
</body>
</html>`;

/**
 * Renders one page request on the server: loaders run against the in-process services, the
 * HTML carries the content (readable without JavaScript) and the data for hydration. Every
 * inline script it writes (the pre-paint head script, react-router's hydration data, the
 * starter) carries the nonce, so the Content-Security-Policy allows them and nothing injected.
 */
/** The heading a route error gives itself (PageError.heading), for the page's title. */
const headingOf = (errors: Readonly<Record<string, unknown>>): string | undefined =>
  Object.values(errors)
    .map((error) => (isRouteErrorResponse(error) ? (error.data as Partial<PageError> | undefined)?.heading : undefined))
    .find((heading) => typeof heading === 'string');

/** The page container of the request being rendered: the loaders and actions of the shared route table read it. */
const renderingFor = new AsyncLocalStorage<PageContainer>();

/**
 * The container the route table is built with: building it reads only the site (the routes pick
 * by host, see routeTableOnly below); its loaders and actions, when they run, reach the services of
 * the request they run for.
 */
const requestsContainer = (site: Site): PageContainer => ({
  get: <T,>(key: Token<T>): T => {
    if (key === SITE) return site as T;
    const container = renderingFor.getStore();
    if (container === undefined) throw new Error('a page service was asked for outside of a render');
    return container.get(key);
  },
});

/**
 * One request handler per site, built at the first render: react-router flattens and ranks the
 * route table (a few hundred routes) when a handler is made, which took a sixth of a page's CPU
 * when it was made for every request.
 */
const handlers = new Map<Site, Promise<StaticHandler>>();
const handlerFor = (site: Site): Promise<StaticHandler> => {
  const known = handlers.get(site);
  if (known !== undefined) return known;
  const made = loadFamilies(FAMILY_NAMES).then((families) => createStaticHandler(withServerRefusals(createRoutes(requestsContainer(site), families))));
  handlers.set(site, made);
  return made;
};

/**
 * The routes the static router renders with: only the branch the handler matched. react-router
 * converts the table it is given anew for every render (a few hundred routes) and matches the
 * location against it once more; the render reads the matched branch alone, and matching that
 * branch finds the same matches.
 */
const matchedBranch = (context: StaticHandlerContext, handler: StaticHandler): RouteObject[] =>
  context.matches.reduceRight<RouteObject[] | undefined>((children, match) => [{ ...match.route, children } as RouteObject], undefined) ?? handler.dataRoutes;

export const render = async (request: Request, services: PageServices, assets: PageAssets, nonce: string): Promise<RenderedPage> => {
  // A table of the request's services: an inversify container per request cost more than the lookups it serves.
  const container: PageContainer = tokenTable(services);
  const handler = await handlerFor(services.site);
  const context = await renderingFor.run(container, () => handler.query(request, queryOptionsFor(request)));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(matchedBranch(context, handler), context);
  const body = renderingFor.run(container, () =>
    renderToString(
      <StrictMode>
        <ServicesProvider container={container}>
          <StaticPartsProvider parts={staticPartsOf(services.site)}>
            {/* The router renders with the whole navigation; the hydration data it writes carries its top level. */}
            <StaticRouterProvider router={router} context={withTopLevelNavigation(context)} nonce={nonce} />
          </StaticPartsProvider>
        </ServicesProvider>
      </StrictMode>,
    ),
  );
  const url = new URL(request.url);
  const matches = context.matches.map((match) => ({
    id: match.route.id,
    pathname: match.pathname,
    params: match.params,
    data: context.loaderData[match.route.id] as unknown,
    loaderData: context.loaderData[match.route.id] as unknown,
    handle: match.route.handle as unknown,
  }));
  const meta = context.errors ? errorMeta(context.statusCode, headingOf(context.errors)) : metaOfMatches(matches, url);
  // The browser starts with the route families of this page (their chunks preloaded) and the
  // page modules of its routes.
  const families = familiesOfRouteIds(context.matches.map((match) => match.route.id));
  const modules = [...families.map((family) => ROUTE_FAMILY_MODULES[family]), ...modulesOfHandles(context.matches.map((match): unknown => match.route.handle))];
  // A page in the site's frame starts its scripts on the first interaction (issue 28); the back
  // office, in a frame of its own without the header that marks hydration, right after its first paint.
  const when: StartWhen = context.matches.some((match) => (match.route.handle as FrameHandle | undefined)?.frame !== undefined) ? 'paint' : 'interaction';
  const retryAfter = [...Object.values(context.actionHeaders), ...Object.values(context.loaderHeaders)].map((headers) => headers.get('Retry-After')).find((value): value is string => value !== null);
  return {
    kind: 'page',
    status: context.statusCode,
    ...(retryAfter === undefined ? {} : { retryAfter }),
    html: document(meta, services, url.origin, assetsFor(assets, modules), body, families, when, nonce),
    nonce,
  };
};

/** A route's full path under its parent's (react-router's joining: an absolute child path is already full). */
const fullPath = (parent: string, path: string | undefined): string =>
  path === undefined ? parent : path.startsWith('/') ? path : `${parent}/${path}`.replace(/\/\/+/g, '/');

const patternsOf = (routes: readonly RouteObject[], parent: string): readonly string[] =>
  routes.flatMap((route) => {
    const path = fullPath(parent, route.path);
    // A pathless layout is no page of its own; its children are (react-router matches them alone).
    const own = route.path === undefined && route.index !== true ? [] : [path];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });

/** A container for reading a host's route table only: the routes pick by host when built; running one would need services. */
const routeTableOnly = (site: Site): PageContainer => ({
  get: <T,>(key: Token<T>): T => {
    if (key === SITE) return site as T;
    throw new Error('pagePaths() reads the route table; a page is rendered with render()');
  },
});

const SITES: readonly Site[] = ['main', 'works-council'];

/**
 * Every page path pattern of the route table, all families, both hosts, in react-router's syntax
 * and in the table's order (`/meinifb/teilnahme/:id`, `/seminare/p/:seminar/termine`, `/*` for
 * the 404): what the page access table (application/http/page-access.ts) must declare, checked
 * by a test.
 */
export const pagePaths = async (): Promise<readonly string[]> => {
  const families = await loadFamilies(FAMILY_NAMES);
  return [...new Set(SITES.flatMap((site) => patternsOf(createRoutes(routeTableOnly(site), families), '')))];
};

/** The parts of the page other sites can embed (spec §2, /shared-modules/…). */
export type SharedModule = 'footer' | 'nav';

const SHARED_PARTS: Readonly<Record<SharedModule, () => React.ReactNode>> = { footer: SiteFooter, nav: SiteHeader };

/** Links of an embedded part must lead to this site, not to the embedding one. */
const absoluteLinks = (html: string, origin: string): string => html.replace(/(href|action|src)="\/(?!\/)/g, `$1="${origin}/`);

/**
 * One part of the page (header or footer) as an HTML fragment for other sites: rendered with
 * the root route's loader data, so it shows what the page would, with its stylesheet linked.
 */
export const renderFragment = async (request: Request, services: PageServices, assets: PageAssets, part: SharedModule): Promise<string> => {
  const container: PageContainer = tokenTable(services);
  const [root] = createRoutes(container, {});
  const Part = SHARED_PARTS[part];
  const handler = createStaticHandler([{ id: 'root', path: '/', loader: root?.loader, Component: Part }]);
  const origin = new URL(request.url).origin;
  const context = await handler.query(new Request(`${origin}/`, { headers: request.headers }));
  if (context instanceof Response) throw new Error('the root loader of a shared module redirected');
  const body = renderToString(
    <ServicesProvider container={container}>
      <StaticPartsProvider parts={staticPartsOf(services.site)}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </StaticPartsProvider>
    </ServicesProvider>,
  );
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(origin + href)}">`).join('\n');
  return `${styles}\n<div data-shared-module="${part}" lang="de">${absoluteLinks(body, origin)}</div>\n`;
};
