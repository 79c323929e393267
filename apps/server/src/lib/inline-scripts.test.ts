import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('inlineScriptSources', () => {
  it("allows the sign-in page's own script by its hash, and nothing when unbuilt", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dist-'));
    expect(inlineScriptSources(dir)).toEqual([]);
    const script = 'requestAnimationFrame(()=>{});';
    await writeFile(
      path.join(dir, 'login.html'),
      `<html><head><script type="module" src="/a.js"></script></head><body><script>${script}</script></body></html>`,
    );
    const hash = createHash('sha256').update(script).digest('base64');
    expect(inlineScriptSources(dir)).toEqual([`'sha256-${hash}'`]);
  });
});
