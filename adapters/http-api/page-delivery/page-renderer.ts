import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets, RenderedPage, PageServices, SharedModule } from '../../../ui/entry-server';
import { chunkAssets, ENTRY, entryAssets, type Manifest } from './manifest-assets';

/** The server renderer as the Vite SSR build exports it (ui/entry-server.tsx). */
export interface PageRenderer {
  /** nonce: the CSP nonce for the page's inline scripts (security-headers.ts). */
  render(request: Request, services: PageServices, nonce: string): Promise<RenderedPage>;
  /** The header or footer alone, as an HTML fragment for other sites (/shared-modules/…). */
  renderFragment(request: Request, services: PageServices, part: SharedModule): Promise<string>;
  /** Every page path pattern of the route table (react-router syntax): what the page access table must declare. */
  pagePaths(): Promise<readonly string[]>;
  /** Folder of the built browser assets, served under /assets/. */
  readonly assetsDir: string;
  /** Folder of the icons and the web app manifest the build made (scripts/site-icons.ts), served at the root. */
  readonly siteFilesDir: string;
}

/**
 * Loads the built renderer and the browser entry's assets from dist/ (made by `npm run build`).
 * Answers undefined when there is no build, so the API runs without pages.
 */
export const loadPageRenderer = async (distDir: string): Promise<PageRenderer | undefined> => {
  let manifestText: string;
  try {
    manifestText = await readFile(join(distDir, 'client/.vite/manifest.json'), 'utf8');
  } catch {
    return undefined;
  }
  const manifest = JSON.parse(manifestText) as Manifest;
  // Lazily loaded pages: their chunks are preloaded and their CSS linked in the server's HTML.
  const assets: PageAssets = { ...entryAssets(manifest), chunksOf: (modules) => chunkAssets(manifest, modules, [ENTRY]) };
  const module = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as {
    render: (request: Request, services: PageServices, assets: PageAssets, nonce: string) => Promise<RenderedPage>;
    renderFragment: (request: Request, services: PageServices, assets: PageAssets, part: SharedModule) => Promise<string>;
    pagePaths: () => Promise<readonly string[]>;
  };
  return {
    render: (request, services, nonce) => module.render(request, services, assets, nonce),
    renderFragment: (request, services, part) => module.renderFragment(request, services, assets, part),
    pagePaths: () => module.pagePaths(),
    assetsDir: join(distDir, 'client/assets'),
    siteFilesDir: join(distDir, 'client/site'),
  };
};
