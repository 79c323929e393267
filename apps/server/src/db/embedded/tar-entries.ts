/**
 * The few regular files of a backup as a tar archive (POSIX ustar), which `tar` reads: small
 * enough to write here rather than take a dependency for.
 */
const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Buffer;
}

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

function header(entry: TarEntry, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(entry.name, 0, 100, 'utf8');
  block.write(octal(0o600, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(entry.data.length, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  // The checksum is summed with its own field as spaces.
  block.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

export function writeTar(entries: TarEntry[], now = new Date()): Buffer {
  const mtime = Math.floor(now.getTime() / 1000);
  const parts = entries.flatMap((entry) => [
    header(entry, mtime),
    entry.data,
    Buffer.alloc((BLOCK - (entry.data.length % BLOCK)) % BLOCK),
  ]);
  return Buffer.concat([...parts, Buffer.alloc(2 * BLOCK)]);
}

const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The regular files of a tar archive, by name (with its ustar prefix, when it has one). */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let at = 0; at + BLOCK <= archive.length; ) {
    const block = archive.subarray(at, at + BLOCK);
    if (block.every((byte) => byte === 0)) break;
    const size = Number.parseInt(text(block, 124, 12).trim() || '0', 8);
    const prefix = text(block, 257, 5) === 'ustar' ? text(block, 345, 155) : '';
    const name = prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100);
    const type = text(block, 156, 1);
    if (type === '0' || type === '') {
      entries.push({ name, data: archive.subarray(at + BLOCK, at + BLOCK + size) });
    }
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
