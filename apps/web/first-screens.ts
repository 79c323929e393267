import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { routeChunks } from './route-chunks.ts';

type Renderer = typeof import('./src/prerender/first-screens.tsx');

/** The sign-in route's module, as src/app/routes.tsx loads it on demand. */
const SIGN_IN_MODULE = 'src/features/auth/pages.ts';
/** The General board's modules, as src/app/routes.tsx loads them on demand. */
const BOARD_MODULES = ['src/app/frame/app-frame.tsx', 'src/app/board-page.tsx'];
const RENDERER = 'src/prerender/first-screens.tsx';
/** A stylesheet link as Vite writes it into index.html; group 1 is the file in the build. */
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="[^"]*?(assets\/[^"]+\.css)">/g;
/** The app's entry and the chunks Vite preloads with it, as it writes them into index.html. */
const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** What the server sends for the sign-in route (apps/server/src/plugins/web-app.ts). */
const SIGN_IN_PAGE = 'login.html';
/**
 * The loader, run from the head: it fetches the app's entry and preloads the chunks the entry and
 * the route import, both named by its script element's attributes.
 * - A first visit fetches them once the page has been parsed and painted (the frame after
 *   DOMContentLoaded): fetched at once, the scripts would share a slow phone's link with what it
 *   must paint first, and the page's largest paint would wait for them (decision 0052).
 * - A page the service worker serves has them on the device: it asks at once.
 */
const LOADER = [
  'const load=()=>{',
  'const add=(tag,props)=>document.head.append(Object.assign(document.createElement(tag),props));',
  "for(const href of JSON.parse(script.dataset.preloads))add('link',{rel:'modulepreload',crossOrigin:'',href});",
  "add('script',{type:'module',crossOrigin:'',src:script.dataset.entry});",
  '};',
  'if(navigator.serviceWorker?.controller)load();',
  "else addEventListener('DOMContentLoaded',()=>requestAnimationFrame(()=>setTimeout(load)));",
].join('');

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * The pages' one script, the same text in each so that the server allows it by one hash
 * (apps/server/src/lib/inline-scripts.ts): what differs between pages is in its attributes.
 */
function headScript(shellScript: string, entry: string, preloads: readonly string[]): string {
  const list = escapeAttribute(JSON.stringify([...new Set(preloads)]));
  const text = `const script=document.currentScript;${shellScript}${LOADER}`;
  return `<script data-entry='${escapeAttribute(entry)}' data-preloads='${list}'>${text}</script>`;
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Builds the renderer for Node with the client's own transforms (CSS modules get the same
 * class names), then runs it. The output sits under node_modules so that its imports of React
 * and the rest resolve as the app's do.
 */
async function renderFirstScreens(config: ResolvedConfig) {
  const outDir = path.join(config.root, 'node_modules', '.prerender-first-screens');
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
        rollupOptions: { output: { entryFileNames: 'first-screens.mjs' } },
      },
    });
    const renderer = (await import(
      pathToFileURL(path.join(outDir, 'first-screens.mjs')).href
    )) as Renderer;
    return { signIn: await renderer.renderSignInPage(), shell: await renderer.renderAppShell() };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** A page of the build, written from index.html with a route drawn into it. */
interface FirstScreen {
  template: string;
  bundle: Rolldown.OutputBundle;
  config: ResolvedConfig;
  /** The route's modules loaded on demand: their chunks are preloaded, their CSS inlined. */
  modules: string[];
  /** The markup the page's root element holds until the app takes over. */
  root: string;
  title?: string;
  /** The head's script that shows the board's shell where it belongs (shell-marks.ts). */
  shellScript: string;
  /** CSS of the page's own, beside the app's. */
  css?: string;
}

/**
 * A page that paints from its HTML alone: the route's markup, the CSS it needs inside the page,
 * and its scripts fetched by the head's loader.
 */
function firstScreenPage(page: FirstScreen): string {
  const { template, bundle, config } = page;
  const href = (file: string) => `${config.base}${file}`;
  const { chunks, css: routeCss } = routeChunks(bundle, config.root, page.modules);
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module entry');
  const preloads = [
    ...[...template.matchAll(MODULE_PRELOAD)].map((link) => link[1] ?? ''),
    ...chunks.map((chunk) => href(chunk.fileName)),
  ];
  const entryCss = [...template.matchAll(STYLESHEET)].map((link) => link[1] ?? '');
  const css = [...new Set([...entryCss, ...routeCss])].map((file) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') throw new Error(`${file} is not in the build`);
    return String(asset.source);
  });
  if (page.css) css.push(page.css);
  // Vite's loader fetches a route's stylesheets before running its chunk, unless the page
  // links them already: disabled links say so, and a disabled stylesheet is never fetched.
  const present = routeCss.map(
    (file) => `<link rel="stylesheet" crossorigin href="${href(file)}" disabled>`,
  );
  const head = [
    headScript(page.shellScript, entry, preloads),
    ...present,
    `<style>${css.join('\n')}</style>`,
  ];
  const html = template
    .replace(/<title>[^<]*<\/title>/, (title) =>
      page.title ? `<title>${escapeText(page.title)}</title>` : title,
    )
    .replaceAll(STYLESHEET, '')
    .replace(ENTRY, '')
    .replaceAll(MODULE_PRELOAD, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.root}</div>`);
  if (!html.includes(page.root)) throw new Error('index.html has no empty root element');
  return html;
}

/**
 * The first screens, painted before any script runs (decision 0052):
 * - login.html: the sign-in page rendered with React's static rendering; React takes the form
 *   over once its scripts arrive.
 * - index.html, which every other route is served: the frame and the board's shell, shown on a
 *   board route to a person with a stored session, with the board's chunks preloaded. The app
 *   replaces the shell with the board.
 * Both are emitted into the bundle, so they are compressed with the other files.
 */
export function firstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'board:first-screens',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('index.html is not in the build');
      const template = String(index.source);
      const { signIn, shell } = await renderFirstScreens(config);
      this.emitFile({
        type: 'asset',
        fileName: SIGN_IN_PAGE,
        source: firstScreenPage({
          template,
          bundle,
          config,
          modules: [SIGN_IN_MODULE],
          root: signIn.html,
          title: signIn.title,
          shellScript: shell.headScript,
        }),
      });
      index.source = firstScreenPage({
        template,
        bundle,
        config,
        modules: BOARD_MODULES,
        root: shell.html,
        shellScript: shell.headScript,
        css: shell.css,
      });
    },
  };
}
