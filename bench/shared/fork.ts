import { fork } from 'node:child_process';
import path from 'node:path';
import { onCleanUp } from './cleanup';

/**
 * Starts a benchmark's server file in a child process (so the load generator does not share its event
 * loop) on the benchmark's database, stopped at clean-up; resolves with what it reports once it listens.
 */
export function forkBenchServer<Ready>(
  serverFile: string,
  databaseUrl: string,
  dataDir: string,
): Promise<Ready> {
  const child = fork(serverFile, [], {
    cwd: path.dirname(path.dirname(serverFile)),
    execArgv: [
      '--import',
      'tsx',
      // A V8 CPU profile of the server, written when it stops, for finding where a request's time goes.
      ...(process.env.BENCH_CPU_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE_DIR}`]
        : []),
    ],
    env: { ...process.env, BENCH_SERVER_DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  onCleanUp(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) => resolve(ready));
    child.once('exit', (code) => reject(new Error(`the bench server exited with code ${code}`)));
  });
}
