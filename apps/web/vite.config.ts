import { build } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In `npm run dev` the API runs on 3000 and Vite proxies to it; `npm start` serves the built files itself.
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * Inlines src/app/early-requests.ts at the top of index.html: it asks for a signed-in screen's first answers
 * before the app's JavaScript has arrived (decision 0024). The server allows it by its hash in the
 * Content-Security-Policy (apps/server/src/plugins/web.ts), so `script-src` stays `'self'` for everything else.
 */
function earlyRequests(): Plugin {
  return {
    name: 'storycat-early-requests',
    async transformIndexHtml(html) {
      const out = await build({
        stdin: {
          contents: "import { startEarlyRequests } from './src/app/early-requests.ts'; startEarlyRequests();",
          resolveDir: new URL('.', import.meta.url).pathname,
          loader: 'ts',
        },
        bundle: true,
        write: false,
        format: 'iife',
        minify: true,
        target: 'es2022',
        logLevel: 'warning',
      });
      // at the placeholder after <meta charset> and before the stylesheet, which a classic script would wait for
      return html.replace('<!--early-requests-->', () => `<script>${out.outputFiles[0]!.text.trim()}</script>`);
    },
  };
}

/**
 * TanStack Query and the modules every signed-in screen loads with it (the query client, its provider, the
 * profile query, the key factory, the child's frame with its top bar and draft keeper) go out as one chunk. Split
 * by Rollup they were ten files of 0.4–3.8 KB: on a school's slow network each file costs a round trip, and a
 * browser has six connections (decision 0024). None of them is part of the landing's or the login's JavaScript
 * (scripts/check-bundle-size.mjs checks that budget). Kept under ≈ 14 KB gzip, one TCP initial window: a larger
 * file takes one more round trip on a fresh connection.
 */
const SIGNED_IN =
  /\/node_modules\/@tanstack\/|\/src\/lib\/(auth|query-client|query-keys)\.ts$|\/src\/app\/(providers|app-layout|draft-keeper)\.tsx$/;

export default defineConfig({
  plugins: [react(), earlyRequests()],
  server: { port: 5173, proxy: { '/api': api, '/files': api, '/healthz': api } },
  // the manifest lets scripts/check-bundle-size.mjs sum what the landing and login routes load
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // only these modules: React and the rest they import stay where the landing page loads them
          groups: [{ name: 'signed-in', test: SIGNED_IN, includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
