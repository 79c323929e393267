import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dataDirSocket, SOCKET_PATH_LIMIT, serverHoldsDataDir } from './data-dir-socket.ts';

interface Log {
  error(details: object, message: string): void;
}

/**
 * Opens the data folder's socket for the server that owns the embedded database: `/holder`
 * answers that the folder is in use, `/backup` a consistent copy of the database (gzip tar).
 * Refuses when another server already holds the folder. Resolves to the function that closes it.
 */
export async function holdDataDir(
  dataDir: string,
  backup: () => Promise<Blob>,
  log: Log,
): Promise<() => Promise<void>> {
  const socket = dataDirSocket(dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_LIMIT) {
    throw new Error(`DATA_DIR is too long a path for its socket (${socket}); choose a shorter one`);
  }
  if (await serverHoldsDataDir(dataDir)) {
    throw new Error(`another process holds the embedded database in ${dataDir}`);
  }
  // What is left is a socket of a server that stopped without closing it.
  await rm(socket, { force: true });
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/holder') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    backup()
      .then(async (copy) => {
        const bytes = Buffer.from(await copy.arrayBuffer());
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length });
        res.end(bytes);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'backup failed');
        res.writeHead(500).end('the backup failed; see the server log');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
