import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Pages the build writes with scripts of their own inside (apps/web/first-screens.ts). */
const PAGES_WITH_SCRIPTS = ['login.html', 'index.html'];
/** A script written in the page, with or without attributes; not one fetched from a file. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The content-security-policy sources that allow the built pages' inline scripts, each by its
 * hash: those exact scripts run, and no other inline one (an injected one among them). None when
 * the client is not built.
 */
export function inlineScriptSources(distDir: string): string[] {
  const sources = PAGES_WITH_SCRIPTS.map((page) => path.join(distDir, page))
    .filter((file) => existsSync(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)])
    .map(
      ([, script]) =>
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
    );
  // The pages share their loader: one source for one script.
  return [...new Set(sources)];
}
