import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';
import { waitUntilUp } from './wait-until-up.ts';

const locations = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'deploy',
  'nginx',
  'board-locations.conf',
);

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
}

/** The shipped locations behind a plain-HTTP listener, in a folder of the proxy's own. */
function configOf(dir: string, port: number, upstreams: string[]): string {
  const servers = upstreams
    .map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  # As a distribution's nginx.conf has it (Debian's turns gzip on for every site).
  gzip on;
${temp}
  upstream board {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    # Which process answered: the test checks that calls spread over all of them.
    add_header X-Upstream $upstream_addr always;
    include ${locations};
  }
}
`;
}

/**
 * nginx in front of the given server processes, with the locations of deploy/nginx as an
 * installation would have them; one worker, so calls go round the processes in turn.
 */
export async function startNginx(upstreams: string[]): Promise<RunningProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'board-nginx-'));
  await mkdir(path.join(dir, 'logs'));
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, configOf(dir, port, upstreams));
  const binary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', config, '-e', 'stderr'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, 'nginx', 20);
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
