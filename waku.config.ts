import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'waku/config';

export default defineConfig({
  // DIST_DIR lets several builds live side by side (parallel test runs, benchmarks of two versions).
  distDir: process.env.DIST_DIR || 'dist',
  vite: {
    resolve: {
      alias: {
        'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
        // Waku's SSR imports React's edge (Web Streams) renderer, which encodes every attribute and text node into
        // a new Uint8Array. The Node build has the same renderToReadableStream and writes strings into shared 2 KB
        // buffers: an uncached page spent 13% of its render time in TextEncoder.encode (issue 14,
        // docs/decisions/032-react-dom-node-build-and-react-19-3.md).
        'react-dom/server.edge': 'react-dom/server.node',
      },
    },
    // Passing our own plugin-react replaces Waku's default one. Vite 8 bundles with rolldown and plugin-react 6 runs
    // no Babel, so the Lingui macros compile through @rolldown/plugin-babel with Lingui's own preset (it only
    // visits modules that import a macro).
    plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
    build: { sourcemap: false },
    // The build's id (scripts/build.ts sets it): pages compare it with builds/latest.json to offer a reload.
    define: { __QUEST_BUILD_ID__: JSON.stringify(process.env.QUEST_BUILD_ID || 'development') },
  },
});
