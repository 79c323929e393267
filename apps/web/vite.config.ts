import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { webBuildConfig } from './build-config.ts';
import { firstScreens } from './first-screens.ts';
import { pwaConfig } from './pwa-config.ts';

// Build configuration comes from the same variables the server reads, so one `npm start`
// produces a client that talks to the server it is served by.
const config = webBuildConfig(process.env);

export default defineConfig({
  base: config.basePath,
  // Every text file is written beside its brotli and gzip forms, which the server sends to a
  // browser that takes them: a phone on the apron waits for bytes, not for a server's CPU.
  plugins: [
    react(),
    firstScreens(),
    VitePWA(pwaConfig(config.basePath)),
    compression({ algorithms: ['brotliCompress', 'gzip'], logLevel: 'silent' }),
  ],
  define: { __APP_CONFIG__: JSON.stringify(config) },
  server: {
    proxy: {
      [`${config.basePath}auth`]: 'http://localhost:3000',
      [`${config.basePath}v1`]: 'http://localhost:3000',
    },
  },
  // The manifest maps each module loaded on demand to its chunks: the bench reads from it what
  // a route downloads before it shows (bench/bundle-size.ts).
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
