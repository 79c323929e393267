import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTar, writeTar } from './tar-entries.ts';

const entries = [
  { name: 'database.tar.gz', data: Buffer.alloc(1500, 7) },
  { name: 'feed-key', data: Buffer.from('a-key-of-some-length\n') },
  { name: 'empty', data: Buffer.alloc(0) },
];

describe('the tar of a backup', () => {
  it('reads back what it wrote, byte for byte', () => {
    expect(readTar(writeTar(entries))).toEqual(entries);
  });

  it('is a tar archive that tar itself lists and extracts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'board-tar-'));
    try {
      writeFileSync(path.join(dir, 'copy.tar'), writeTar(entries));
      const listed = execFileSync('tar', ['-tvf', 'copy.tar'], { cwd: dir, encoding: 'utf8' });
      expect(
        listed
          .trim()
          .split('\n')
          .map((line) => line.split(/\s+/).at(-1)),
      ).toEqual(entries.map((e) => e.name));
      expect(listed).toMatch(/^-rw------- /);
      const key = execFileSync('tar', ['-xOf', 'copy.tar', 'feed-key'], { cwd: dir });
      expect(key.toString()).toBe('a-key-of-some-length\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
