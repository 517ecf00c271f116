import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpServer } from '../test/helpers/smtp.ts';
import { allMessages } from './chat-store.ts';
import { authed, signUp } from './members.ts';
import { newStorage, removeStorage, startServer, type Storage } from './server-process.ts';

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

type Tally = {
  status: Record<number, number>;
  /** Headers came, then the body broke off: an accepted request that failed. */
  truncated: number;
  /** No answer at all: the request never reached a live connection (refused or reset). */
  notAccepted: number;
};

describe.each(['embedded', 'postgres'] as const)('SIGTERM under keep-alive load (%s)', (kind) => {
  let storage: Storage;
  beforeAll(() => {
    storage = newStorage(kind);
  });
  afterAll(async () => removeStorage(storage));

  it('answers every accepted request in full, keeps every acknowledged write, exits 0', async () => {
    const env = { SMTP_URL: smtp.url };
    const server = await startServer(storage, env);
    const ana = await signUp(server.url, smtp, 'Ana');
    const ben = await signUp(server.url, smtp, 'Ben');

    const tally: Tally = { status: {}, truncated: 0, notAccepted: 0 };
    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    let answered = 0;
    let stopping = false;
    let next = 0;
    const exited = server.exited.then((code) => {
      stopping = true;
      return code;
    });

    async function request(write: boolean) {
      const clientId = `load-${next++}`;
      let res: Response;
      try {
        res = write
          ? await fetch(
              `${server.url}/api/v1/messages`,
              authed(ana.token, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ receiver: ben.id, message: `m ${clientId}`, clientId }),
              }),
            )
          : await fetch(`${server.url}/api/v1/moments?limit=10`, authed(ana.token));
      } catch {
        tally.notAccepted += 1;
        if (write) unanswered.push(clientId);
        return;
      }
      try {
        await res.arrayBuffer();
      } catch {
        tally.truncated += 1;
        return;
      }
      tally.status[res.status] = (tally.status[res.status] ?? 0) + 1;
      answered += 1;
      if (write && res.status === 201) acknowledged.push(clientId);
    }

    // Eight keep-alive clients, reads and writes mixed, until the process is gone.
    const clients = Array.from({ length: 8 }, async (_, i) => {
      while (!stopping) {
        await request(i % 2 === 0);
        if (answered >= 60 && server.child.exitCode === null && !server.child.killed) {
          server.kill('SIGTERM');
        }
      }
    });
    const code = await exited;
    await Promise.all(clients);

    expect(code, JSON.stringify(tally)).toBe(0);
    expect(tally.truncated, JSON.stringify(tally)).toBe(0);
    const failures = Object.entries(tally.status).filter(
      ([status]) => Number(status) >= 500 && Number(status) !== 503,
    );
    expect(failures, JSON.stringify(tally)).toEqual([]);

    const again = await startServer(storage, env);
    try {
      const stored = new Set(
        (await allMessages(again.url, ana, ben)).messages.map((m) => m.clientId),
      );
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      // A write that got no answer was never taken in: had the server stored it, an accepted
      // request would have failed (its connection reset under it).
      expect(
        unanswered.filter((id) => stored.has(id)),
        JSON.stringify(tally),
      ).toEqual([]);
      console.info(
        `SIGTERM (${kind}): ${JSON.stringify(tally)}, ${acknowledged.length} writes acknowledged`,
      );
    } finally {
      again.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    }
  });
});
