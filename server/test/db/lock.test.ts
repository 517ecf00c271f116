import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processIdentity } from '../../src/db/data-dir-lock.ts';
import { acquireDataDirLock } from '../../src/db/index.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a data dir held by another live process', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      fs.writeFileSync(path.join(dir, 'chingu.lock'), JSON.stringify(processIdentity(other.pid!)));
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
      // A lock from an older version holds the bare pid.
      fs.writeFileSync(path.join(dir, 'chingu.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'chingu.lock'), '999999');
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'chingu.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    release();
    expect(fs.existsSync(path.join(dir, 'chingu.lock'))).toBe(false);
  });

  it.runIf(fs.existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process (pid reused after a crash)',
    async () => {
      const dir = tempDir();
      const unrelated = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
      try {
        await new Promise((resolve) => unrelated.once('spawn', resolve));
        // The crashed holder had this pid, but started at another time.
        const crashed = { ...processIdentity(unrelated.pid!), start: '1' };
        fs.writeFileSync(path.join(dir, 'chingu.lock'), JSON.stringify(crashed));
        const release = acquireDataDirLock(dir);
        release();
      } finally {
        unrelated.kill();
      }
    },
  );
});
