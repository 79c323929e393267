import type { ChildProcess } from 'node:child_process';

/**
 * Waits until `url`/healthz answers OK, failing early if the process behind it exits, and ends the
 * process if it does not answer in time.
 */
export async function waitUntilUp(url: string, child: ChildProcess, name: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Nobody holds the process once this throws: it would outlive the run.
      child.kill('SIGKILL');
      throw new Error(`${name} did not start within ${seconds} s`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
