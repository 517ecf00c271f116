import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ClientToServerEvents, ServerToClientEvents, TSendMessageAck } from '@chingu/contract';
import { io, type Socket } from 'socket.io-client';
import { round, summarize } from '../lib/stats.ts';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type BenchClient = { socket: ChatSocket; userId: string };

/** Connects every client (a few dozen handshakes at a time) and times each handshake. */
export async function connectAll(
  members: { userId: string; token: string; url: string }[],
  concurrency = 50,
) {
  const clients: BenchClient[] = [];
  const times: number[] = [];
  let failed = 0;
  let firstError = '';
  const started = performance.now();
  for (let i = 0; i < members.length; i += concurrency) {
    await Promise.all(
      members.slice(i, i + concurrency).map(async (member) => {
        const t = performance.now();
        const socket: ChatSocket = io(member.url, {
          transports: ['websocket'],
          auth: { token: member.token },
          reconnection: false,
          forceNew: true,
          timeout: 20_000,
        });
        try {
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          });
          times.push(performance.now() - t);
          clients.push({ socket, userId: member.userId });
        } catch (error) {
          failed++;
          firstError ||= error instanceof Error ? error.message : String(error);
          socket.close();
        }
      }),
    );
  }
  return {
    clients,
    failed,
    firstError,
    totalMs: Math.round(performance.now() - started),
    handshakeMs: summarize(times),
  };
}

export type ExchangeOptions = {
  ratePerSec: number;
  seconds: number;
  drainMs: number;
  runId: string;
};

/**
 * Client k % n sends to a partner at a fixed rate; the receiver's `newMessage` is matched by
 * clientId, so latency is send-to-delivery on one clock. Lost = sent, not refused, never delivered.
 */
export async function exchange(clients: BenchClient[], options: ExchangeOptions) {
  // The clients share the machine's cores with the servers: their own event-loop delay and CPU
  // say how much of a latency figure is the load generator's, not the servers'.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const pending = new Map<string, number>();
  const latencies: number[] = [];
  /** [sent at, latency] of each delivery: when in the run a slow tail happened. */
  const deliveries: [number, number][] = [];
  let acked = 0;
  let ackErrors = 0;
  let firstAckError = '';
  let duplicates = 0;
  const delivered = new Set<string>();
  const onNewMessage = ({ message }: { message: { clientId?: string | null } }) => {
    const clientId = message.clientId ?? '';
    const sentAt = pending.get(clientId);
    if (sentAt === undefined) return;
    if (delivered.has(clientId)) {
      duplicates++;
      return;
    }
    delivered.add(clientId);
    const latency = performance.now() - sentAt;
    latencies.push(latency);
    deliveries.push([sentAt, latency]);
  };
  for (const client of clients) client.socket.on('newMessage', onNewMessage);

  const total = Math.round(options.ratePerSec * options.seconds);
  const tickMs = 10;
  const perTick = options.ratePerSec / (1000 / tickMs);
  let sent = 0;
  let budget = 0;
  const n = clients.length;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      budget += perTick;
      while (budget >= 1 && sent < total) {
        budget--;
        const k = sent++;
        const sender = clients[k % n]!;
        const receiver = clients[(k * 7 + 1 + Math.floor(k / n)) % n]!;
        if (receiver === sender) continue;
        const clientId = `${options.runId}-${k}`;
        pending.set(clientId, performance.now());
        sender.socket.emit(
          'sendMessage',
          { receiver: receiver.userId, message: `bench message ${k}`, clientId },
          (ack: TSendMessageAck) => {
            if (ack.status === 'success') acked++;
            else {
              ackErrors++;
              firstAckError ||= `${ack.error}${ack.code ? ` (${ack.code})` : ''}`;
              pending.delete(clientId);
            }
          },
        );
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, tickMs);
  });
  const deadline = Date.now() + options.drainMs;
  while (Date.now() < deadline && delivered.size < pending.size) {
    await new Promise((r) => setTimeout(r, 100));
  }
  loopDelay.disable();
  for (const client of clients) client.socket.off('newMessage', onNewMessage);
  const cpu = process.cpuUsage(cpuBefore);
  const attempted = pending.size + ackErrors;
  return {
    sent: attempted,
    acked,
    ackErrors,
    firstAckError,
    delivered: delivered.size,
    unacknowledged: pending.size - acked,
    lost: pending.size - delivered.size,
    duplicates,
    latencyMs: summarize(latencies),
    slowestWindow: slowestWindow(deliveries),
    loadGenerator: {
      loopDelayMs: {
        p50: round(loopDelay.percentile(50) / 1e6),
        p99: round(loopDelay.percentile(99) / 1e6),
        max: round(loopDelay.max / 1e6),
      },
      cpuMsPerMessage: attempted ? round((cpu.user + cpu.system) / 1000 / attempted, 2) : 0,
    },
  };
}

/**
 * The half second of sending whose messages waited longest: a tail spread over the run (a
 * server too slow for the rate) or one stall (a pause of the server, the database or the disk).
 */
function slowestWindow(deliveries: [number, number][], windowMs = 500) {
  if (!deliveries.length) return null;
  const start = deliveries.reduce((min, [at]) => Math.min(min, at), Infinity);
  const windows = new Map<number, number[]>();
  for (const [at, latency] of deliveries) {
    const index = Math.floor((at - start) / windowMs);
    const window = windows.get(index);
    if (window) window.push(latency);
    else windows.set(index, [latency]);
  }
  let slowest: { index: number; latencies: number[]; maxMs: number } | null = null;
  for (const [index, latencies] of windows) {
    const maxMs = Math.max(...latencies);
    if (!slowest || maxMs > slowest.maxMs) slowest = { index, latencies, maxMs };
  }
  const { index, latencies, maxMs } = slowest!;
  return {
    atSeconds: round((index * windowMs) / 1000, 1),
    messages: latencies.length,
    over50ms: latencies.filter((ms) => ms > 50).length,
    maxMs: round(maxMs, 1),
    windowsWithAMessageOver50ms: [...windows.values()].filter((l) => l.some((ms) => ms > 50))
      .length,
    windows: windows.size,
  };
}

/** Resolves with the ack, or null when the server never answers (no chat handler yet). */
export function probeSend(from: BenchClient, to: BenchClient, clientId: string, timeoutMs = 3000) {
  return new Promise<TSendMessageAck | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    from.socket.emit(
      'sendMessage',
      { receiver: to.userId, message: 'bench probe', clientId },
      (ack: TSendMessageAck) => {
        clearTimeout(timer);
        resolve(ack);
      },
    );
  });
}
