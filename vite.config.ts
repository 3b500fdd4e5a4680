import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vite';

/**
 * Two builds from one config: the browser bundle (`vite build`, into dist/client with a
 * manifest the server reads) and the server renderer (`vite build --ssr ui/entry-server.tsx`,
 * into dist/server). Linaria extracts the CSS of *.styles.ts files at build time.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    wyw({
      include: ['ui/**/*.styles.ts'],
      babelOptions: { presets: ['@babel/preset-typescript'] },
    }),
    react(),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'ui/entry-client.tsx' },
      },
}));
