import fs from 'node:fs';

/**
 * CPU time from /proc (Linux): what a process, or every process of one command, has used so far.
 * In milliseconds, to the clock tick (10 ms: USER_HZ is 100 on Linux). 0 where /proc is missing.
 */

/** utime + stime of /proc/<pid>/stat. */
export function processCpuMs(pid: number | string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Each running process named `command` (its /proc/<pid>/comm) with its CPU time so far: PostgreSQL
 * is a postmaster and a process per connection, so its share of a request is the sum over them.
 */
export function commandCpuMs(command: string): Map<string, number> {
  const found = new Map<string, number>();
  let pids: string[];
  try {
    pids = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command) {
        found.set(pid, processCpuMs(pid));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/** CPU used between two commandCpuMs readings (a process started in between counts from 0). */
export function cpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
