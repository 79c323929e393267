import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Pages the build writes with a script of their own inside (apps/web/prerender-sign-in.ts). */
const PAGES_WITH_SCRIPTS = ['login.html'];
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The content-security-policy sources that allow the built pages' inline scripts, each by its
 * hash: that exact script runs, and no other inline one (an injected one among them). None when
 * the client is not built.
 */
export function inlineScriptSources(distDir: string): string[] {
  return PAGES_WITH_SCRIPTS.map((page) => path.join(distDir, page))
    .filter((file) => existsSync(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)])
    .map(
      ([, script]) =>
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
    );
}
