/**
 * A route whose component is loaded lazily names its module here (the path Vite's manifest
 * keys it by), so the server can preload that chunk and link its CSS in the page it renders:
 * without the CSS a server-rendered page would show unstyled until the chunk arrived.
 */
export interface ChunkHandle {
  readonly modules?: readonly string[];
}

/** The modules of all matched routes, in route order, each once. */
export const modulesOfHandles = (handles: readonly unknown[]): readonly string[] => [
  ...new Set(
    handles.flatMap((handle) => {
      const modules = (handle as ChunkHandle | undefined)?.modules;
      return Array.isArray(modules) ? modules.filter((module): module is string => typeof module === 'string') : [];
    }),
  ),
];

/** A route's handle plus the modules its `lazy` loads (the server preloads them, with their CSS). */
export const withModules = <Handle extends object>(handle: Handle, ...modules: readonly string[]): Handle & ChunkHandle => ({ ...handle, modules });
