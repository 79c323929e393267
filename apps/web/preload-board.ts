import type { Plugin } from 'vite';
import { routeChunks } from './route-chunks.ts';

/** The General board's modules, as src/app/routes.tsx loads them on demand. */
const BOARD_MODULES = ['src/app/frame/app-frame.tsx', 'src/app/board-page.tsx'];

/**
 * Has index.html fetch the board's chunks and stylesheets with the app's entry, instead of
 * after it: every route but sign-in is served index.html, and a signed-in person opens the
 * board. A stylesheet is preloaded, not linked, so the page is not held for it; Vite's loader
 * then links it from the cache. Runs after the sign-in page is written from index.html
 * (prerender-sign-in.ts), whose own route needs none of this.
 */
export function preloadBoard(): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'board:preload-board',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('index.html is not in the build');
      const page = String(index.source);
      const href = (file: string) => `${base}${file}`;
      const { chunks, css } = routeChunks(bundle, root, BOARD_MODULES);
      const links = [
        ...chunks
          .filter((chunk) => !page.includes(href(chunk.fileName)))
          .map((chunk) => `<link rel="modulepreload" crossorigin href="${href(chunk.fileName)}">`),
        ...css
          .filter((file) => !page.includes(href(file)))
          .map((file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`),
      ];
      index.source = page.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    },
  };
}
