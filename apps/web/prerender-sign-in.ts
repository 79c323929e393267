import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { routeChunks } from './route-chunks.ts';
import type { RenderedPage } from './src/prerender/sign-in-page.tsx';

/** The sign-in route's module, as src/app/routes.tsx loads it on demand. */
const SIGN_IN_MODULE = 'src/features/auth/pages.ts';
const RENDERER = 'src/prerender/sign-in-page.tsx';
/** A stylesheet link as Vite writes it into index.html; group 1 is the file in the build. */
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="[^"]*?(assets\/[^"]+\.css)">/g;
/** The app's entry and the chunks Vite preloads with it, as it writes them into index.html. */
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** What the server sends for the sign-in route (apps/server/src/plugins/web-app.ts). */
const SIGN_IN_PAGE = 'login.html';

/**
 * The one script in the page: once the form has been painted (the frame after the first), it
 * fetches the app's entry and preloads the chunks the entry and the route import. Fetched from
 * the head, the scripts would arrive before a slow phone paints, and the page's largest paint
 * would wait for them (decision 0052). The server allows this script, and no other inline one,
 * by its hash (apps/server/src/lib/inline-scripts.ts).
 */
function loaderScript(entry: string, preloads: readonly string[]): string {
  return [
    'requestAnimationFrame(()=>setTimeout(()=>{',
    'const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),props));',
    `for(const href of ${JSON.stringify(preloads)})add('link',{rel:'modulepreload',crossOrigin:'',href});`,
    `add('script',{type:'module',crossOrigin:'',src:${JSON.stringify(entry)}});`,
    '}));',
  ].join('');
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Builds the renderer for Node with the client's own transforms (CSS modules get the same
 * class names), then runs it. The output sits under node_modules so that its imports of React
 * and the rest resolve as the app's do.
 */
async function renderSignInPage(config: ResolvedConfig): Promise<RenderedPage> {
  const outDir = path.join(config.root, 'node_modules', '.prerender-sign-in');
  try {
    await build({
      configFile: false,
      root: config.root,
      base: config.base,
      define: config.define,
      logLevel: 'warn',
      plugins: [react()],
      build: {
        ssr: RENDERER,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { output: { entryFileNames: 'sign-in-page.mjs' } },
      },
    });
    const renderer = (await import(
      pathToFileURL(path.join(outDir, 'sign-in-page.mjs')).href
    )) as typeof import('./src/prerender/sign-in-page.tsx');
    return await renderer.renderSignInPage();
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Writes login.html beside index.html: the sign-in page rendered with React's static rendering
 * and the CSS it needs in the page itself, so that on a slow phone the form is painted from the
 * HTML alone; the scripts, fetched once it is painted, only make it work (decision 0052). Emitted into
 * the bundle, so it is compressed with the other files.
 */
export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'board:prerender-sign-in',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('index.html is not in the build');
      const page = await renderSignInPage(config);
      const template = String(index.source);
      const href = (file: string) => `${config.base}${file}`;
      const { chunks, css: routeCss } = routeChunks(bundle, config.root, [SIGN_IN_MODULE]);
      const entry = ENTRY.exec(template)?.[1];
      if (!entry) throw new Error('index.html has no module entry');
      const preloads = [
        ...[...template.matchAll(MODULE_PRELOAD)].map((link) => link[1] ?? ''),
        ...chunks.map((chunk) => href(chunk.fileName)),
      ];
      const entryCss = [...template.matchAll(STYLESHEET)].map((link) => link[1] ?? '');
      const cssFiles = [...new Set([...entryCss, ...routeCss])];
      const css = cssFiles.map((file) => {
        const asset = bundle[file];
        if (asset?.type !== 'asset') throw new Error(`${file} is not in the build`);
        return String(asset.source);
      });
      // Vite's loader fetches a route's stylesheets before running its chunk, unless the page
      // links them already: disabled links say so, and a disabled stylesheet is never fetched.
      const present = routeCss.map(
        (file) => `<link rel="stylesheet" crossorigin href="${href(file)}" disabled>`,
      );
      const html = template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
        .replaceAll(STYLESHEET, '')
        .replace(ENTRY, '')
        .replaceAll(MODULE_PRELOAD, '')
        .replace(
          '</head>',
          `  ${present.join('\n    ')}\n    <style>${css.join('\n')}</style>\n  </head>`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div>\n    <script>${loaderScript(entry, [...new Set(preloads)])}</script>`,
        );
      if (!html.includes(page.html)) throw new Error('index.html has no empty root element');
      this.emitFile({ type: 'asset', fileName: SIGN_IN_PAGE, source: html });
    },
  };
}
