import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type SmtpServer } from '../test/helpers/smtp.ts';
import { allMessages, conversationRow, sendBurst } from './chat-store.ts';
import { signUp } from './members.ts';
import { newStorage, removeStorage, startServer, type Storage } from './server-process.ts';

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

describe.each(['embedded', 'postgres'] as const)(
  'kill -9 during a burst of writes (%s)',
  (kind) => {
    let storage: Storage;
    beforeAll(() => {
      storage = newStorage(kind);
    });
    afterAll(async () => removeStorage(storage));

    it('loses no acknowledged message and leaves nothing half-written', async () => {
      const env = { SMTP_URL: smtp.url };
      const first = await startServer(storage, env);
      const ana = await signUp(first.url, smtp, 'Ana');
      const ben = await signUp(first.url, smtp, 'Ben');

      // Killed without warning once 40 messages were acknowledged, while 8 more are in flight.
      let killed = false;
      const burst = sendBurst(first.url, ana, ben, {
        total: 2_000,
        workers: 8,
        stop: () => killed,
        onAck: (count) => {
          if (count >= 40 && !killed) {
            killed = true;
            first.kill('SIGKILL');
          }
        },
      });
      const { acknowledged, outcomes } = await burst;
      expect(await first.exited).toBe(null);
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);

      const second = await startServer(storage, env);
      try {
        const stored = await allMessages(second.url, ben, ana);
        const storedIds = new Set(stored.messages.map((m) => m.clientId));
        const lost = acknowledged.filter((id) => !storedIds.has(id));
        expect(lost, JSON.stringify(outcomes)).toEqual([]);
        // Half-written would show as a conversation row out of step with its messages.
        const row = await conversationRow(second.url, ben, ana);
        expect(row?.unreadCount).toBe(stored.count);
        expect(row?.lastMessage).toBe(stored.messages.at(-1)?.message);
        const mirror = await conversationRow(second.url, ana, ben);
        expect(mirror?.lastMessage).toBe(stored.messages.at(-1)?.message);
        // And the app writes on as before.
        const after = await sendBurst(second.url, ana, ben, {
          total: 5,
          workers: 1,
          stop: () => false,
          prefix: 'after',
        });
        expect(after.acknowledged).toHaveLength(5);
      } finally {
        second.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      }
    });
  },
);
