import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The embedded PostgreSQL runs in its own process group (so Ctrl-C reaches the app first), which
 * also means a `kill -9` of the app left it running, an orphan holding the data dir (issue 29).
 * A tiny Node process holds an IPC channel to the app; the channel closes when the app dies, for
 * whatever reason, and the watchdog then asks PostgreSQL for a fast shutdown. The app kills the
 * watchdog first when it stops PostgreSQL itself. Inline source: the server ships as one bundle.
 */
const WATCHDOG_SOURCE = `
const pid = Number(process.argv[1]);
process.on('disconnect', () => {
  try { process.kill(pid, 'SIGINT'); } catch {}
  process.exit(0);
});
`;

export function startOrphanWatchdog(postgresPid: number): { kill: () => void } {
  const watchdog: ChildProcess = spawn(
    process.execPath,
    ['-e', WATCHDOG_SOURCE, String(postgresPid)],
    {
      detached: true,
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    },
  );
  // Neither the process nor its channel keeps the app alive.
  watchdog.unref();
  watchdog.channel?.unref();
  watchdog.on('error', () => undefined);
  return {
    kill() {
      if (watchdog.exitCode === null && watchdog.signalCode === null) watchdog.kill('SIGKILL');
    },
  };
}
