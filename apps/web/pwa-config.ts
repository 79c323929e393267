import es from '@board/domain/i18n/es.json' with { type: 'json' };
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { paths } from './src/lib/paths.ts';

/** The frame's ink, as index.html's theme-color: the phone's status bar matches the header. */
const THEME_COLOUR = '#1b1f3b';
/** The page's own background (tokens.css), so the launch screen does not flash another colour. */
const BACKGROUND_COLOUR = '#f4f5f8';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The addresses the client's router draws, and only those: a navigation to them is answered with
 * the cached page, even without network. Every other path (the API, its documentation, health,
 * metrics, parking plans) goes to the server as it would without a worker.
 */
function appRoutes(basePath: string): RegExp[] {
  const routes = Object.values(paths)
    .filter((route) => route !== paths.root)
    .map((route) => escapeRegExp(route.slice(1)));
  return [new RegExp(`^${escapeRegExp(basePath)}(?:(?:${routes.join('|')})(?:/.*)?)?$`)];
}

/**
 * The installed app: its manifest, and a worker that keeps the hashed shell (scripts, styles,
 * page, icons) so a returning visit starts from the phone. It caches no API answer, no live
 * stream and no download: those pass it by. A new build waits until the person asks for it
 * (`registerType: 'prompt'`, src/app/update).
 */
export function pwaConfig(basePath: string): Partial<VitePWAOptions> {
  return {
    registerType: 'prompt',
    // Registered from the client's own code: the page's policy allows no inline script.
    injectRegister: false,
    // The glob below finds the icons; the plugin adds the manifest itself.
    includeManifestIcons: false,
    manifest: {
      name: es.app.name,
      short_name: 'Tablero',
      description: es.app.tagline,
      lang: 'es',
      dir: 'ltr',
      // Home sends a signed-in person to their board, and anyone else to sign in.
      start_url: `${basePath}${paths.home.slice(1)}`,
      scope: basePath,
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: BACKGROUND_COLOUR,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // The build's compressed forms, source maps and chunk manifest are for the server and the
      // bench: the worker keeps each file once, as the browser decoded it.
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: appRoutes(basePath),
      cleanupOutdatedCaches: true,
      // No runtime caching: a request the precache does not hold goes to the network untouched.
      runtimeCaching: [],
    },
  };
}
