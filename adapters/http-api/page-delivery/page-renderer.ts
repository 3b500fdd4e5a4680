import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets, RenderedPage, PageServices } from '../../../ui/entry-server';

/** The server renderer as the Vite SSR build exports it (ui/entry-server.tsx). */
export interface PageRenderer {
  render(request: Request, services: PageServices): Promise<RenderedPage>;
  /** Folder of the built browser assets, served under /assets/. */
  readonly assetsDir: string;
}

interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
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
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk | undefined>;
  const entry = manifest['ui/entry-client.tsx'];
  if (entry === undefined) throw new Error('dist/client/.vite/manifest.json has no ui/entry-client.tsx');
  const assets: PageAssets = { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`) };
  const module = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as {
    render: (request: Request, services: PageServices, assets: PageAssets) => Promise<RenderedPage>;
  };
  return {
    render: (request, services) => module.render(request, services, assets),
    assetsDir: join(distDir, 'client/assets'),
  };
};
