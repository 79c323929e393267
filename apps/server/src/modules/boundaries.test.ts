import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

interface Diagnostic {
  category: string;
  message: string;
}

/*
 * Biome's stdin mode prints no diagnostics and its exit code does not follow them, so each probe
 * is a real file at its path under a copy of the repository's biome.json and the lint plugins it
 * loads: the overrides match the same relative paths as in the tree.
 */
let project: string;
beforeAll(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'boundaries-'));
  await copyFile(path.join(root, 'biome.json'), path.join(project, 'biome.json'));
  await cp(path.join(root, 'lint'), path.join(project, 'lint'), { recursive: true });
});
afterAll(() => rm(project, { recursive: true, force: true }));

async function lintImport(file: string, importLine: string) {
  const target = path.join(project, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${importLine}\n\nexport const used = [a];\n`);
  const args = ['lint', '--vcs-enabled=false', '--only=style/noRestrictedImports'];
  const result = await run(biome, [...args, '--reporter=json', file], { cwd: project }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );
  const { diagnostics } = JSON.parse(result.out) as { diagnostics: Diagnostic[] };
  await rm(target);
  return { code: result.code, diagnostics };
}

const FACE = 'Another module is reached through its face';
const TABLES = 'The legs tables belong to the legs module';
const ANNOUNCE = "Legs' changes are announced by the leg writer";
const BARREL = "A module's tables are in db/schema/<owner>.ts";
/** Which of the restrictions a diagnostic comes from, by the start of its message. */
const ruleOf = ({ message }: Diagnostic) =>
  [FACE, TABLES, ANNOUNCE, BARREL].find((rule) => message.startsWith(rule)) ?? message;

describe('server module boundaries (biome.json)', () => {
  it.each([
    [
      'apps/server/src/modules/feed/x.ts',
      "import { a } from '../legs/legs.repository.ts';",
      [FACE],
    ],
    [
      'apps/server/src/modules/legs/x.ts',
      "import { a } from '../movements/movements.repository.ts';",
      [FACE],
    ],
    [
      'apps/server/src/modules/movements/x.ts',
      "import { mergeFeedItem as a } from '../feed/feed-merge.ts';",
      [FACE],
    ],
    ['apps/server/src/app.ts', "import { a } from './modules/exports/exports.routes.ts';", [FACE]],
    [
      'apps/server/src/db/x.ts',
      "import { a } from '../modules/stations/stations.repository.ts';",
      [FACE],
    ],
    [
      'apps/server/src/modules/feed/x.ts',
      "import { legs as a } from '../../db/schema/legs.ts';",
      [TABLES],
    ],
    [
      'apps/server/src/modules/catalogues/x.ts',
      "import type { legChanges as a } from '../../db/schema/legs.ts';",
      [TABLES],
    ],
    ['apps/server/src/demo/x.ts', "import { legs as a } from '../db/schema/legs.ts';", [TABLES]],
    [
      'apps/server/src/modules/feed/x.ts',
      "import { users as a } from '../../db/schema.ts';",
      [BARREL],
    ],
    ['apps/server/src/demo/x.ts', "import { users as a } from '../db/schema.ts';", [BARREL]],
    [
      'apps/server/src/modules/leg-edits/x.ts',
      "import type { LegRow as a } from '../legs/leg-record.ts';",
      [FACE],
    ],
    [
      'apps/server/src/modules/feed/x.ts',
      "import { announceLegsChanged as a } from '../../lib/change-bus.ts';",
      [ANNOUNCE],
    ],
    [
      'apps/server/src/demo/x.ts',
      "import { announceLegsChanged as a } from '../lib/change-bus.ts';",
      [ANNOUNCE],
    ],
  ])('%s refuses %s', async (file, importLine, expected) => {
    const { code, diagnostics } = await lintImport(file, importLine);
    expect(code).not.toBe(0);
    expect(new Set(diagnostics.map((d) => d.category))).toEqual(
      new Set(['lint/style/noRestrictedImports']),
    );
    expect(diagnostics.map(ruleOf).sort()).toEqual([...expected].sort());
  });

  it.each([
    [
      'apps/server/src/modules/feed/x.ts',
      "import { createLegWriter as a } from '../legs/index.ts';",
    ],
    ['apps/server/src/app.ts', "import { exportRoutes as a } from './modules/exports/index.ts';"],
    [
      'apps/server/src/modules/legs/x.ts',
      "import { announceLegsChanged as a } from '../../lib/change-bus.ts';",
    ],
    [
      'apps/server/src/modules/movements/x.ts',
      "import { insertMessage as a } from './movements.repository.ts';",
    ],
    ['apps/server/src/modules/legs/x.ts', "import { legs as a } from '../../db/schema/legs.ts';"],
    [
      'apps/server/src/modules/feed/x.ts',
      "import { users as a } from '../../db/schema/accounts.ts';",
    ],
    ['apps/server/src/db/x.ts', "import { legs as a } from './schema.ts';"],
    ['apps/server/src/modules/feed/x.ts', "import { a } from '../../lib/workbooks/cells.ts';"],
  ])('%s allows %s', async (file, importLine) => {
    const { code, diagnostics } = await lintImport(file, importLine);
    expect(diagnostics).toEqual([]);
    expect(code).toBe(0);
  });
});
