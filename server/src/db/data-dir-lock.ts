import fs from 'node:fs';
import path from 'node:path';

/**
 * Who holds the lock: the pid alone is not enough, since after a crash or a reboot the same pid
 * can belong to an unrelated process and would block every restart. On Linux the pair (boot id,
 * start time in clock ticks) tells a process apart from a later one that reuses its pid.
 */
type Holder = { pid: number; boot?: string; start?: string };

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The identity of a running process, or undefined where /proc is not available (macOS). */
export function processIdentity(pid: number): Holder {
  const stat = readProc(`/proc/${pid}/stat`);
  const boot = readProc('/proc/sys/kernel/random/boot_id');
  // Fields after the command name, which may itself hold spaces and parentheses; starttime is 22nd.
  const start = stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return { pid, ...(boot ? { boot } : {}), ...(start ? { start } : {}) };
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'number') return { pid: value }; // a lock written by an older version
    if (value && typeof value === 'object' && typeof (value as Holder).pid === 'number')
      return value as Holder;
  } catch {
    // unreadable: treat as stale
  }
  return undefined;
}

/** A process with this pid exists (EPERM: it does, but belongs to another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The recorded process still runs: same pid, and (where known) the same boot and start time. */
function stillHolds(holder: Holder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid)) return false;
  const now = processIdentity(holder.pid);
  if (holder.boot && now.boot && holder.boot !== now.boot) return false;
  if (holder.start && now.start && holder.start !== now.start) return false;
  return true;
}

/**
 * PGlite has no guard against two processes opening one data dir, which corrupts it: hold a lock
 * file naming this process, refuse to start when a live process holds it, take over a stale one.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'chingu.lock');
  const mine = JSON.stringify(processIdentity(process.pid));
  try {
    fs.writeFileSync(lockPath, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = parseHolder(fs.readFileSync(lockPath, 'utf8').trim());
    if (holder && stillHolds(holder)) {
      throw new Error(
        `DATA_DIR ${dataDir} is in use by process ${holder.pid}. Stop it or choose another DATA_DIR.`,
        { cause: error },
      );
    }
    fs.writeFileSync(lockPath, mine);
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === mine) fs.unlinkSync(lockPath);
    } catch {
      // already gone
    }
  };
}
