import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In `npm run dev` the API runs on 3000 and Vite proxies to it; `npm start` serves the built files itself.
const api = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': api, '/files': api, '/healthz': api } },
  // the manifest lets scripts/check-bundle-size.mjs sum what the landing and login routes load
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700, manifest: true },
});
