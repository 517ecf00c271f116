/**
 * `npm run bench:socket`: N clients with real session tokens connect over websocket, exchange
 * chat messages at a set rate; delivery latency, losses, connect time and memory per connection.
 * Then the same across two server processes joined by Redis (REDIS_URL, default local).
 * Options: --clients 1000 --rate 200 --seconds 10 --port 3310 --no-redis, --server-script <path>
 * (another server build, e.g. a copy of server/dist from before a change, for a before/after pair),
 * --generator-nice N (the load generator's scheduling niceness once the servers run, default 10;
 * 0 is the method of the runs before 2026-11-30, see docs/performance.md).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from '../lib/args.ts';
import { memberId } from '../lib/ids.ts';
import {
  memoryProbeFlags,
  readLoopDelay,
  readMemory,
  type MemoryReading,
  type MemoryUsage,
} from '../lib/memory.ts';
import { saveSection } from '../lib/results.ts';
import { startAppServer, type RunningServer } from '../lib/server.ts';
import { createSession } from '../lib/sessions.ts';
import { openRunner, type SqlRunner } from '../lib/sql-runner.ts';
import { round } from '../lib/stats.ts';
import { readTarget, serverEnv, type Target } from '../lib/target.ts';
import { connectAll, exchange, probeSend, type BenchClient } from './clients.ts';

type RunOptions = {
  clients: number;
  rate: number;
  seconds: number;
  port: number;
  script: string | undefined;
  generatorNice: number;
};

async function main() {
  const args = parseArgs();
  const options: RunOptions = {
    clients: args.number('clients', 1000),
    rate: args.number('rate', 200),
    seconds: args.number('seconds', 10),
    port: args.number('port', 3310),
    script: args.optional('server-script'),
    generatorNice: args.number('generator-nice', 10),
  };
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const target = readTarget();
  if (!target.databaseUrl) {
    // Two processes cannot share one PGlite data dir; the socket benchmark needs PostgreSQL.
    throw new Error('bench:socket needs DATABASE_URL (PostgreSQL).');
  }
  const runner = await openRunner(target);
  try {
    const [count] = await runner.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const members = count?.n ?? 0;
    if (members < 2) throw new Error('Seed first: npm run seed:bench');
    const n = Math.min(options.clients, members);
    // The last n members: away from the fixtures the HTTP scenarios read (member 1, 2, 5).
    const first = members - n + 1;
    // The clients take messages from everyone, and earlier runs' requests between them count as
    // accepted: bursts between the same pairs, run after run, would otherwise stop at a message
    // request's three (PRODUCT §9.1).
    const clientIds = Array.from({ length: n }, (_, i) => `'${memberId(first + i)}'`).join(',');
    await runner.query(`UPDATE users SET message_policy = 'everyone' WHERE id IN (${clientIds})`);
    await runner.query(
      `UPDATE conversations SET status = 'accepted'
        WHERE status <> 'accepted' AND owner_id IN (${clientIds}) AND partner_id IN (${clientIds})`,
    );
    // Most messages open a conversation (the clients' order, and so the pairs, differ between
    // runs), and the new contacts a day cap (PRODUCT §9.1) refused more of them run after run (a
    // fifth of the sends after a dozen runs in one day): earlier runs' openings no longer count,
    // so every run sends the same kind of messages.
    await runner.query(
      `UPDATE conversations SET opened_at = NULL
        WHERE opened_at IS NOT NULL AND owner_id IN (${clientIds})`,
    );
    const sessions = [];
    for (let i = 0; i < n; i++) {
      const userId = memberId(first + i);
      sessions.push({ userId, ...(await createSession(runner, userId)) });
    }
    console.log(`Socket benchmark: ${n} clients, ${options.rate} msg/s for ${options.seconds} s`);
    const single = await run(target, runner, sessions, options, 1, undefined);
    const redis = args.flag('no-redis')
      ? { status: 'skipped (--no-redis)' }
      : !(await reachable(redisUrl))
        ? { status: `skipped (no Redis at ${redisUrl})` }
        : await run(target, runner, sessions, options, 2, redisUrl);
    await runner.query(
      `DELETE FROM sessions WHERE id IN (${sessions.map((s) => `'${s.id}'`).join(',')})`,
    );
    saveSection('socket', {
      target: target.label,
      clients: n,
      ratePerSec: options.rate,
      seconds: options.seconds,
      generatorNice: options.generatorNice,
      oneProcess: single,
      twoProcessesRedis: redis,
    });
  } finally {
    await runner.close();
  }
}

async function run(
  target: Target,
  runner: SqlRunner,
  sessions: { userId: string; token: string }[],
  options: RunOptions,
  processes: 1 | 2,
  redisUrl: string | undefined,
) {
  const label = processes === 1 ? 'one process' : `two processes + Redis`;
  console.log(`\n${label}`);
  const servers: RunningServer[] = [];
  const probeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-bench-socket-'));
  const memoryFile = (p: number) => path.join(probeDir, `memory-${p}.json`);
  const memoryOfAll = () => Promise.all(servers.map((s, p) => readMemory(s, memoryFile(p))));
  try {
    for (let p = 0; p < processes; p++) {
      servers.push(
        await startAppServer({
          name: `app-socket-${processes}-${p}`,
          port: options.port + p,
          env: {
            ...serverEnv(target),
            ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
            BENCH_MEMORY_FILE: memoryFile(p),
          },
          // BENCH_NODE_FLAGS adds the servers' own flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`.
          nodeFlags: [...memoryProbeFlags, ...(process.env.BENCH_NODE_FLAGS?.split(' ') ?? [])],
          ...(options.script ? { script: options.script } : {}),
        }),
      );
    }
    // The clients stand in for other machines. On one machine whose two cores the servers,
    // PostgreSQL and 10,000 clients share, a server woken by a message waited for a core the
    // clients held (p99 221-293 ms at the same priority, 43-51 ms with the clients at 10). The
    // clients go below the servers (which keep the priority they started with), so the delay
    // measured is the server's; a client that waits for a core only adds to it.
    if (options.generatorNice) os.setPriority(options.generatorNice);
    // One socket per server first, closed again: the code paths of a connection are compiled
    // and their modules' caches filled before the baseline reading, not counted per socket.
    const warm = await connectAll(
      sessions.slice(0, processes).map((s, i) => ({ ...s, url: servers[i]!.url })),
    );
    close(warm.clients);
    await new Promise((r) => setTimeout(r, 1000));
    const before = await memoryOfAll();
    const connected = await connectAll(
      sessions.map((s, i) => ({ ...s, url: servers[i % processes]!.url })),
    );
    // The connection handlers' own work (presence, partner lists) settles before the reading.
    await new Promise((r) => setTimeout(r, 3000));
    const after = await memoryOfAll();
    const n = connected.clients.length;
    const perSocketKiB = (field: keyof MemoryUsage, of = (m: MemoryReading): MemoryUsage => m) =>
      n ? (sum(after.map(of), field) - sum(before.map(of), field)) / n / 1024 : 0;
    const rssPerConnectionKiB = round(perSocketKiB('rss'), 1);
    const heapPerConnectionKiB = round(perSocketKiB('heapUsed'), 1);
    const rssPerConnectionKiBTwoCollections = round(
      perSocketKiB('rss', (m) => m.twoCollections),
      1,
    );
    console.log(
      `  connected ${n} (${connected.failed} failed${connected.firstError ? `: ${connected.firstError}` : ''}) in ${connected.totalMs} ms, ` +
        `handshake p50 ${connected.handshakeMs.p50} / p99 ${connected.handshakeMs.p99} ms, ` +
        `${rssPerConnectionKiB} KiB RSS (${heapPerConnectionKiB} KiB heap) per connection after GC ` +
        `(${rssPerConnectionKiBTwoCollections} KiB RSS after only two collections)`,
    );
    const result = {
      processes,
      connected: n,
      connectFailed: connected.failed,
      connectTotalMs: connected.totalMs,
      handshakeMs: connected.handshakeMs,
      rssBeforeMiB: before.map((m) => round(m.rss / 2 ** 20, 1)),
      rssAfterMiB: after.map((m) => round(m.rss / 2 ** 20, 1)),
      heapUsedAfterMiB: after.map((m) => round(m.heapUsed / 2 ** 20, 1)),
      rssPerConnectionKiB,
      heapPerConnectionKiB,
      rssPerConnectionKiBTwoCollections,
    };
    const clients = connected.clients;
    if (clients.length < 2) return { ...result, messaging: 'skipped (no clients connected)' };

    const runId = `bench-${Date.now().toString(36)}`;
    const ack = await probeSend(clients[0]!, clients[1]!, `${runId}-probe`);
    if (!ack) {
      console.log('  messaging: skipped (no sendMessage handler answered)');
      close(clients);
      return { ...result, messaging: 'skipped (no sendMessage handler)' };
    }
    // A second at the same rate first, not counted (as the HTTP bench's warm-up): the servers'
    // database pools open their connections and prepare their statements.
    await exchange(clients, {
      ratePerSec: options.rate,
      seconds: 1,
      drainMs: 5000,
      runId: `warm-${runId}`,
    });
    const cpuBefore = servers.map((s) => s.cpuMs());
    await Promise.all(servers.map((s, p) => readLoopDelay(s, memoryFile(p))));
    const exchanged = await exchange(clients, {
      ratePerSec: options.rate,
      seconds: options.seconds,
      drainMs: 5000,
      runId,
    });
    // Each server's CPU over the exchange, per message sent: the servers' own cost, which the
    // latency figure mixes with the load generator's and the database's.
    const serverCpuMsPerMessage = servers.map((s, i) =>
      exchanged.sent ? round((s.cpuMs() - cpuBefore[i]!) / exchanged.sent, 2) : 0,
    );
    const serverLoopDelayMs = await Promise.all(
      servers.map((s, p) => readLoopDelay(s, memoryFile(p))),
    );
    const messaging = { ...exchanged, serverCpuMsPerMessage, serverLoopDelayMs };
    console.log(
      `  ${messaging.sent} sent, ${messaging.delivered} delivered, ${messaging.lost} lost, ${messaging.ackErrors} refused${messaging.firstAckError ? ` (${messaging.firstAckError})` : ''}; ` +
        `latency p50 ${messaging.latencyMs.p50} / p95 ${messaging.latencyMs.p95} / p99 ${messaging.latencyMs.p99} ms`,
    );
    const slowest = messaging.slowestWindow;
    if (slowest) {
      console.log(
        `  slowest half second of sending: at ${slowest.atSeconds} s, ${slowest.over50ms} of ${slowest.messages} ` +
          `messages over 50 ms (max ${slowest.maxMs} ms); ${slowest.windowsWithAMessageOver50ms} of ` +
          `${slowest.windows} half seconds had one`,
      );
    }
    const generator = messaging.loadGenerator;
    console.log(
      `  server CPU per message ${serverCpuMsPerMessage.join(' + ')} ms; load generator: CPU ${generator.cpuMsPerMessage} ms per message, ` +
        `event-loop delay p50 ${generator.loopDelayMs.p50} / p99 ${generator.loopDelayMs.p99} / max ${generator.loopDelayMs.max} ms`,
    );
    console.log(
      `  server event-loop delay over the sending: ${serverLoopDelayMs.map((d) => `p50 ${d.p50} / p99 ${d.p99} / max ${d.max} ms`).join('; ')}`,
    );
    close(clients);
    // The run's messages stay (the chat module keeps conversations and counters exact);
    // this only reports how many were written.
    const [written] = await runner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM messages WHERE client_id LIKE '${runId}-%'`,
    );
    return { ...result, messaging: { ...messaging, rowsWritten: written?.n ?? 0 } };
  } finally {
    if (options.generatorNice) restorePriority();
    for (const server of servers) await server.stop();
    fs.rmSync(probeDir, { recursive: true, force: true });
  }
}

/** Back to the default priority, so the next run's servers do not inherit the clients' one. */
function restorePriority() {
  try {
    os.setPriority(0);
  } catch {
    // Raising a priority back needs root: the next run's servers start at the clients' one.
    console.warn(
      '  --generator-nice: priority not restored (not root); the next setup is not comparable',
    );
  }
}

const sum = (readings: MemoryUsage[], field: keyof MemoryUsage) =>
  readings.reduce((total, reading) => total + reading[field], 0);

/** A TCP connect to Redis's port, so a missing Redis is a skipped run rather than a hang. */
function reachable(url: string): Promise<boolean> {
  const { protocol, hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    // A Redis on this machine may listen on a Unix socket (REDIS_URL=unix:///path/redis.sock).
    const socket =
      protocol === 'unix:'
        ? net.connect({ path: pathname })
        : net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function close(clients: BenchClient[]) {
  for (const client of clients) client.socket.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
