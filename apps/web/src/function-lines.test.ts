// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(repo, 'node_modules/.bin/biome');
const MESSAGE = "This function's body is over 80 lines";

/** A component whose body has `lines` lines between its braces, most of them JSX children. */
function component(lines: number, wrap: (fn: string) => string = (fn) => fn): string {
  const items = Array.from({ length: lines - 4 }, (_, i) => `      <li>${i}</li>`);
  const fn = ['() => {', '  return (', '    <ul>', ...items, '    </ul>', '  );', '}'].join('\n');
  return `import { memo } from 'react';\n\nexport const Probe = ${wrap(fn)};\n`;
}

/** A function whose body has `lines` lines, all but two inside one template literal. */
function template(lines: number): string {
  const text = Array.from({ length: lines - 2 }, (_, i) => `line ${i}`);
  return ['export function probe() {', '  return `', ...text, '`;', '}', ''].join('\n');
}

const reported: Record<string, string> = {
  'apps/web/src/features/board/long.tsx': component(81),
  'apps/web/src/features/board/long-memo.tsx': component(81, (fn) => `memo(${fn})`),
  'apps/web/src/lib/long-template.ts': template(81),
  'apps/server/src/long-template.ts': template(81),
};

const accepted: Record<string, string> = {
  'apps/web/src/features/board/eighty.tsx': component(80),
  'apps/web/src/lib/eighty-template.ts': template(80),
  'apps/web/src/features/board/long.test.tsx': component(81),
  'e2e/long.e2e.ts': template(81),
};

/** The files among `files` that the plugin reports, linted against a copy of the configuration. */
function lintedAsLong(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'function-lines-'));
  try {
    copyFileSync(join(repo, 'biome.json'), join(dir, 'biome.json'));
    cpSync(join(repo, 'lint'), join(dir, 'lint'), { recursive: true });
    for (const [file, code] of Object.entries(files)) {
      mkdirSync(join(dir, dirname(file)), { recursive: true });
      writeFileSync(join(dir, file), code);
    }
    const args = ['lint', '--vcs-enabled=false', '--reporter=json', ...Object.keys(files)];
    const { stdout } = spawnSync(biome, args, { cwd: dir, encoding: 'utf8' });
    const { diagnostics } = JSON.parse(stdout) as {
      diagnostics: { category: string; message: string; location: { path: string } }[];
    };
    return diagnostics
      .filter((d) => d.category === 'plugin' && d.message.startsWith(MESSAGE))
      .map((d) => d.location.path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the 80-line limit in biome.json', () => {
  let long: string[];
  let short: string[];

  beforeAll(() => {
    long = lintedAsLong(reported);
    short = lintedAsLong(accepted);
  });

  it.each(Object.keys(reported))('reports the 81-line function in %s', (file) => {
    expect(long).toContain(file);
  });

  it('accepts 80 lines, and tests and browser tests of any length', () => {
    expect(short).toEqual([]);
  });
});
