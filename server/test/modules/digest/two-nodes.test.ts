import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { awayMember, digestsTo, unsubscribeToken, writeTo } from './helpers.ts';

/**
 * Two app nodes on one PostgreSQL schema, each with its own SMTP server, run the job at the same
 * moment.
 */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ DIGEST_INTERVAL_SECONDS: '0' });
  b = await createTestApp({ DIGEST_INTERVAL_SECONDS: '0' }, { sharedSchema: a.schemaName });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('the digest on two app nodes', () => {
  it('mails each member exactly once, and either node honours the other node’s links', async () => {
    const members = await Promise.all(['Ana', 'Ben', 'Cara', 'Dan'].map((n) => awayMember(a, n)));
    const writer = await awayMember(a, 'Writer');
    for (const member of members) await writeTo(a, writer, member, 'hello');

    const sent = await Promise.all([a.app.digest.run(), b.app.digest.run()]);

    expect(sent[0] + sent[1]).toBe(members.length);
    for (const member of members) {
      expect(digestsTo(a, member).length + digestsTo(b, member).length, member.name).toBe(1);
    }

    // A link mailed by one node works on the other (they share the signing key).
    const [ana] = members;
    const digest = [...digestsTo(a, ana!), ...digestsTo(b, ana!)][0]!;
    const token = unsubscribeToken(digest.text);
    for (const node of [a, b]) {
      const res = await node.app.inject({
        method: 'POST',
        url: '/api/v1/digest/unsubscribe',
        payload: { token },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
