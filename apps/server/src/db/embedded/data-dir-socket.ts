import { request } from 'node:http';
import path from 'node:path';

/**
 * A running server with the embedded database listens on a socket in its data folder. Only the
 * folder's owner can reach it (the folder is 0700), so it needs no key, and nothing of it is on
 * the network. Through it `npm run backup` gets a consistent copy, and the other commands learn
 * that the folder is in use: a second process opening the same database would damage it.
 */
export function dataDirSocket(dataDir: string): string {
  return path.resolve(dataDir, 'server.sock');
}

/** Unix sockets take a path of at most 107 bytes on Linux (104 on macOS). */
export const SOCKET_PATH_LIMIT = 100;

/** GET on the running server's socket; null when no server listens there. */
export function askRunningServer(
  dataDir: string,
  pathname: string,
): Promise<{ status: number; body: Buffer } | null> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: dataDirSocket(dataDir), path: pathname }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // No socket, or one a stopped server left behind: nobody holds the folder.
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    req.end();
  });
}

/** Whether a server is running on the embedded database in `dataDir`. */
export async function serverHoldsDataDir(dataDir: string): Promise<boolean> {
  return (await askRunningServer(dataDir, '/holder')) !== null;
}
