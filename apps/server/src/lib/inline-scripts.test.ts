import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.ts';

let dir: string;
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('inlineScriptSources', () => {
  it("allows the pages' own scripts by their hashes, each once, and nothing when unbuilt", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dist-'));
    expect(inlineScriptSources(dir)).toEqual([]);
    const loader = 'requestAnimationFrame(()=>{});';
    const head = 'document.documentElement.dataset.x="";';
    await writeFile(
      path.join(dir, 'login.html'),
      `<html><head><script type="module" src="/a.js"></script></head><body><script data-entry='/a.js'>${loader}</script></body></html>`,
    );
    await writeFile(
      path.join(dir, 'index.html'),
      `<html><head><script>${head}</script></head><body><script data-entry='/b.js'>${loader}</script></body></html>`,
    );
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(inlineScriptSources(dir)).toEqual([hash(loader), hash(head)]);
  });
});
