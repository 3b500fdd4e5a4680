/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

export type Manifest = Readonly<Record<string, ManifestChunk | undefined>>;

export interface ChunkAssets {
  /** JavaScript files the chunk loads statically, itself first; each once. */
  readonly preloads: readonly string[];
  /** The CSS of the chunk and of everything it imports. */
  readonly styles: readonly string[];
}

const url = (file: string): string => `/${file}`;

/** A chunk with every chunk it imports statically, depth first, each once; unknown keys are skipped. */
const closure = (manifest: Manifest, keys: readonly string[], seen = new Set<string>()): ManifestChunk[] =>
  keys.flatMap((key) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return [];
    seen.add(key);
    return [chunk, ...closure(manifest, chunk.imports ?? [], seen)];
  });

/**
 * What a page needs of the given manifest keys: the modulepreload links and stylesheets. The
 * entry's own files are left out when `except` names it, since the page links them anyway.
 */
export const chunkAssets = (manifest: Manifest, keys: readonly string[], except: readonly string[] = []): ChunkAssets => {
  const excluded = new Set(closure(manifest, except).map((chunk) => chunk.file));
  const chunks = closure(manifest, keys).filter((chunk) => !excluded.has(chunk.file));
  return {
    preloads: [...new Set(chunks.map((chunk) => url(chunk.file)))],
    styles: [...new Set(chunks.flatMap((chunk) => (chunk.css ?? []).map(url)))],
  };
};

export const ENTRY = 'ui/entry-client.tsx';

/** Where Vite's manifest names the one stylesheet of a build without CSS code splitting (vite.config.ts). */
export const SITE_STYLESHEET = 'style.css';

/** The entry's script, its CSS (and that of its imports) and the chunks it imports, to preload. */
export const entryAssets = (manifest: Manifest) => {
  const entry = manifest[ENTRY];
  if (entry === undefined) throw new Error(`the build manifest has no ${ENTRY}`);
  const all = chunkAssets(manifest, [ENTRY]);
  const siteStylesheet = manifest[SITE_STYLESHEET];
  return {
    scripts: [url(entry.file)],
    styles: siteStylesheet === undefined ? all.styles : [url(siteStylesheet.file), ...all.styles],
    preloads: all.preloads.filter((file) => file !== url(entry.file)),
  };
};
