import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { ZPushPayload, type TNotification, type TPushPayload } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

// http_ece (web-push's own dependency) has no types: the one function a push service needs.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
};

export type ReceivedPush = {
  payload: TPushPayload;
  ttl: string | undefined;
  urgency: string | undefined;
};

/** A stored "started following you" notification from `actor`, as the events carry it. */
export function followNotification(actor: { id: string; name: string }, id: string): TNotification {
  return {
    _id: id,
    kind: 'follow',
    actor: { _id: actor.id, name: actor.name, imageUrls: [] },
    count: 1,
    createdAt: new Date().toISOString(),
    readAt: null,
  };
}

/** What a browser's push service answers: a status, or nothing until released. */
type Answer = { status: number } | 'hang';

/**
 * A push service on loopback with browsers of its own: each has an ECDH P-256 key pair and an auth
 * secret made here, as a browser makes them, and decrypts what it receives (aes128gcm) after
 * checking the VAPID signature against the app's public key.
 */
export async function startPushService(vapidPublicKey: () => string) {
  const browsers = new Map<string, ReturnType<typeof makeBrowser>>();
  const hanging = new Set<http.ServerResponse>();
  let origin = '';

  function makeBrowser(path: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16).toString('base64url');
    const received: ReceivedPush[] = [];
    const waiting: Array<() => void> = [];
    let arrivals = 0;
    const arrivalWaiters: Array<() => void> = [];
    return {
      answer: { status: 201 } as Answer,
      received,
      /** The subscription JSON the browser would post. */
      subscription: {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
      },
      receive(body: Buffer, headers: http.IncomingHttpHeaders) {
        const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret });
        received.push({
          payload: ZPushPayload.parse(JSON.parse(plain.toString('utf8'))),
          ttl: headers.ttl as string | undefined,
          urgency: headers.urgency as string | undefined,
        });
        for (const wake of waiting.splice(0)) wake();
      },
      arrived() {
        arrivals += 1;
        for (const wake of arrivalWaiters.splice(0)) wake();
      },
      /** Resolves once `count` pushes were decrypted (or rejects after `ms`). */
      async pushes(count: number, ms = 5000): Promise<ReceivedPush[]> {
        const deadline = Date.now() + ms;
        while (received.length < count) {
          if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} pushes`);
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            setTimeout(resolve, 50);
          });
        }
        return received.slice(0, count);
      },
      /** Resolves once `count` requests reached this browser's endpoint (answered or not). */
      async requests(count: number, ms = 5000): Promise<void> {
        const deadline = Date.now() + ms;
        while (arrivals < count) {
          if (Date.now() > deadline) throw new Error(`only ${arrivals} of ${count} requests`);
          await new Promise<void>((resolve) => {
            arrivalWaiters.push(resolve);
            setTimeout(resolve, 50);
          });
        }
      },
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const browser = browsers.get(req.url ?? '');
      if (!browser || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      if (!validVapid(req.headers.authorization, origin, vapidPublicKey())) {
        res.writeHead(403).end('bad VAPID');
        return;
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') {
        res.writeHead(415).end();
        return;
      }
      browser.arrived();
      const answer = browser.answer;
      if (answer === 'hang') {
        hanging.add(res);
        // Delivered only once released, like a push service that answers late.
        res.once('close', () => hanging.delete(res));
        (res as http.ServerResponse & { body?: Buffer }).body = Buffer.concat(chunks);
        (res as http.ServerResponse & { browser?: typeof browser }).browser = browser;
        return;
      }
      if (answer.status < 300) browser.receive(Buffer.concat(chunks), req.headers);
      res.writeHead(answer.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let seq = 0;

  return {
    origin,
    browser() {
      seq += 1;
      const path = `/push/${seq}`;
      const browser = makeBrowser(path);
      browsers.set(path, browser);
      return browser;
    },
    /** Requests held by hanging browsers right now. */
    get hangingCount() {
      return hanging.size;
    },
    /** Answers every held request 201 (their pushes count as received). */
    release() {
      for (const res of [...hanging]) {
        const held = res as http.ServerResponse & {
          body?: Buffer;
          browser?: ReturnType<typeof makeBrowser>;
        };
        if (!res.destroyed) {
          held.browser?.receive(held.body ?? Buffer.alloc(0), {});
          res.writeHead(201).end();
        }
        hanging.delete(res);
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A new browser of `service`, subscribed for the member the way the web app does. */
export async function subscribedBrowser(
  app: Pick<FastifyInstance, 'inject'>,
  service: PushService,
  member: { token: string },
) {
  const browser = service.browser();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    payload: browser.subscription,
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): ES256 by the app's key, for this push service. */
function validVapid(header: string | undefined, audience: string, publicKey: string): boolean {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match || match[2] !== publicKey) return false;
  const [head, claims, signature] = match[1]!.split('.') as [string, string, string];
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return (
    signed &&
    body.aud === audience &&
    body.exp * 1000 > Date.now() &&
    /^(mailto|https):/.test(body.sub)
  );
}
