// @vitest-environment node
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const biome = join(repo, 'node_modules/.bin/biome');
const RULE = 'lint/style/noRestrictedImports';

/** A source file, by its path from the repository root, and its one import. */
interface Probe {
  file: string;
  code: string;
}

const forbidden: Probe[] = [
  {
    file: 'apps/web/src/features/board/probe.ts',
    code: "import { useSignOut } from '../auth/index.ts';",
  },
  {
    file: 'apps/web/src/features/board/views/delays/probe.ts',
    code: "import { AdminPage } from '../../../admin/index.ts';",
  },
  {
    file: 'apps/web/src/features/leg-editing/probe.ts',
    code: "import type { LoginPage } from '../auth/components/login-page.tsx';",
  },
  {
    file: 'apps/web/src/features/admin/api/probe.ts',
    code: "export { BoardLayout } from '../../board/index.ts';",
  },
  {
    file: 'apps/web/src/features/admin/probe.ts',
    code: "export const load = () => import('../auth/index.ts');",
  },
  {
    file: 'apps/web/src/features/auth/components/probe.ts',
    code: "import { AdminPage } from '../../../features/admin/index.ts';",
  },
  {
    file: 'apps/web/src/features/board/frame/probe.ts',
    code: "import { appRoutes } from '../../../app/routes.tsx';",
  },
  {
    file: 'apps/web/src/features/changes/probe.ts',
    code: "import { useBoard } from '../board/state/board-context.tsx';",
  },
  {
    file: 'apps/web/src/features/downloads/probe.ts',
    code: "import { ChangesProvider } from '../changes/index.ts';",
  },
  {
    file: 'apps/web/src/features/board/views/cards/probe.ts',
    code: "import { ChangeMarker } from '../../../changes/change-marker.tsx';",
  },
  {
    file: 'apps/web/src/features/board/api/probe.ts',
    code: "export const load = () => import('../../downloads/download-panel.tsx');",
  },
  // Leg editing and the board meet only in the app: neither imports the other.
  {
    file: 'apps/web/src/features/leg-editing/delays/probe.ts',
    code: "import { useBoard } from '../../board/state/board-context.tsx';",
  },
  {
    file: 'apps/web/src/features/board/views/cards/probe.ts',
    code: "import { PendingMark } from '../../../leg-editing/waiting-saves/pending-mark.tsx';",
  },
  // The board's rooms import one way: the frame, then the views, then the rest.
  {
    file: 'apps/web/src/features/board/views/general/probe.ts',
    code: "import { BoardLayout } from '../../frame/board-layout.tsx';",
  },
  {
    file: 'apps/web/src/features/board/state/probe.ts',
    code: "import { GeneralView } from '../views/general/general-view.tsx';",
  },
  {
    file: 'apps/web/src/session/probe.ts',
    code: "import { LoginPage } from '../features/auth/index.ts';",
  },
  {
    file: 'apps/web/src/lib/probe.ts',
    code: "import { createAppRouter } from '../app/router.ts';",
  },
];

const allowed: Probe[] = [
  {
    file: 'apps/web/src/features/board/views/delays/probe.ts',
    code: "import { useDelays } from '../../api/list-delays.ts';",
  },
  {
    file: 'apps/web/src/features/leg-editing/probe.ts',
    code: [
      "import { capabilities } from '@board/domain';",
      "import { useDelayCodes } from '../../catalogues/list-delay-codes.ts';",
      "import { Button } from '../../components/ui/index.ts';",
      "import { api } from '../../lib/api-client.ts';",
      "import { showSavedLeg } from '../../lib/legs/saved-leg.ts';",
      "import { useSession } from '../../session/session.ts';",
    ].join('\n'),
  },
  {
    file: 'apps/web/src/features/board/views/cards/probe.ts',
    code: [
      "import { useOpenDrawer } from '../../../../lib/legs/drawer-request.ts';",
      "import { useBoard } from '../../state/board-context.tsx';",
    ].join('\n'),
  },
  {
    file: 'apps/web/src/features/board/frame/probe.ts',
    code: [
      "import { useBoard } from '../state/board-context.tsx';",
      "import { GeneralView } from '../views/general/general-view.tsx';",
    ].join('\n'),
  },
  // The admin screen's own folder carries the name the delay-code feature used to have.
  {
    file: 'apps/web/src/features/admin/components/probe.ts',
    code: "import { AirlineCodesSection } from '../delay-codes/airline-codes-section.tsx';",
  },
  {
    file: 'apps/web/src/features/changes/probe.ts',
    code: [
      "import { stationDayKey } from '../../lib/station-day.tsx';",
      "import { handoverSaves } from './handover-saves.ts';",
    ].join('\n'),
  },
  {
    file: 'apps/web/src/features/downloads/probe.ts',
    code: "import { useDownload } from '../../lib/use-download.ts';",
  },
  {
    file: 'apps/web/src/app/probe.ts',
    code: [
      "import { AdminPage } from '../features/admin/index.ts';",
      "import { BoardLayout } from '../features/board/index.ts';",
      "import { ChangesProvider } from '../features/changes/index.ts';",
      "import { FileButtons } from '../features/downloads/index.ts';",
      "import { PendingMark } from '../features/leg-editing/index.ts';",
    ].join('\n'),
  },
  { file: 'apps/web/src/session/probe.ts', code: "import { api } from '../lib/api-client.ts';" },
];

/**
 * Lints the probes against a copy of the repository's biome.json (with the lint plugins it loads)
 * in a folder of their own, so no file is written under src while other checks may be reading it.
 * Biome's stdin mode would avoid the folder, but it prints no lint diagnostics.
 */
function lint(probes: Probe[]): SpawnSyncReturns<string> {
  const dir = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
  try {
    copyFileSync(join(repo, 'biome.json'), join(dir, 'biome.json'));
    cpSync(join(repo, 'lint'), join(dir, 'lint'), { recursive: true });
    for (const probe of probes) {
      mkdirSync(join(dir, dirname(probe.file)), { recursive: true });
      writeFileSync(join(dir, probe.file), `${probe.code}\n`);
    }
    const args = ['lint', '--vcs-enabled=false', '--colors=off', '--max-diagnostics=100'];
    return spawnSync(
      biome,
      [...args, `--only=${RULE.slice('lint/'.length)}`, ...probes.map((p) => p.file)],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const reported = (output: string, file: string) =>
  output.split('\n').some((line) => line.startsWith(`${file}:`) && line.includes(RULE));

describe('feature boundaries in biome.json', () => {
  let refused: SpawnSyncReturns<string>;
  let accepted: SpawnSyncReturns<string>;

  beforeAll(() => {
    refused = lint(forbidden);
    accepted = lint(allowed);
  });

  it('fails the lint when a forbidden import is present', () => {
    expect(refused.error).toBeUndefined();
    expect(refused.status).not.toBe(0);
  });

  it.each(forbidden)('refuses $code in $file', ({ file }) => {
    expect(reported(`${refused.stdout}${refused.stderr}`, file)).toBe(true);
  });

  it('accepts imports within a feature, of shared code, and of features by the app', () => {
    const output = `${accepted.stdout}${accepted.stderr}`;
    expect(output).not.toContain(RULE);
    expect(accepted.status).toBe(0);
  });
});
