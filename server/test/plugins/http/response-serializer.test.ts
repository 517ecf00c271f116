import { ZMembersResponse } from '@chingu/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from '../../../src/plugins/http/response-serializer.ts';

const ZProfile = z.object({
  name: z.string(),
  followers: z.number().int(),
  location: z.object({ city: z.string() }).nullable(),
});
/** A check that changes the value: JSON Schema cannot say it, so zod writes it. */
const ZTrimmed = z.object({ name: z.string().trim() });
/** A date: no JSON Schema for it, so zod checks it and JSON.stringify writes it. */
const ZDated = z.object({ at: z.date() });

type Answer = { schema: z.ZodType; data: unknown };
const answers: Record<string, Answer> = {
  'private-column': {
    schema: ZProfile,
    data: { name: 'Mina', followers: 3, location: null, email: 'mina@example.com', hash: 'x' },
  },
  'nested-private-column': {
    schema: ZProfile,
    data: { name: 'Mina', followers: 3, location: { city: 'Seoul', lat: 37.5 } },
  },
  'odd-unicode': {
    schema: ZProfile,
    data: { name: 'a\ud800b "quoted" \\ \n\u0000', followers: 0, location: null },
  },
  trimmed: { schema: ZTrimmed, data: { name: '  Mina  ' } },
  dated: { schema: ZDated, data: { at: new Date(Date.UTC(2026, 10, 30)) } },
  'missing-field': { schema: ZProfile, data: { name: 'Mina', location: null } },
  'members-page': {
    schema: ZMembersResponse,
    data: {
      success: true,
      count: 1,
      data: [
        {
          _id: 'a1',
          name: 'Mina',
          gender: '',
          bio: '',
          birth_year: '',
          native_language: 'Korean',
          language_to_learn: 'English',
          location: { city: 'Seoul', country: 'South Korea' },
          imageUrls: ['/default-avatar.png'],
          createdAt: '2026-11-30T10:00:00.000Z',
          followersCount: 2,
          followingCount: 1,
          momentsCount: 0,
          level: 'B1',
          timeZone: null,
          isFollowing: false,
          passwordHash: 'never written',
        },
      ],
    },
  },
};

async function appWith(check: boolean): Promise<FastifyInstance> {
  const app = Fastify();
  app.setSerializerCompiler(createResponseSerializerCompiler({ check }));
  for (const [name, { schema, data }] of Object.entries(answers)) {
    app.get(`/${name}`, { schema: { response: { 200: schema } } }, async () => data);
  }
  await app.ready();
  return app;
}

let production: FastifyInstance;
let checked: FastifyInstance;
beforeAll(async () => {
  production = await appWith(false);
  checked = await appWith(true);
});
afterAll(async () => {
  await production.close();
  await checked.close();
});

describe('compiled response serializers', () => {
  it('write only the properties the schema names, at every depth', async () => {
    for (const app of [production, checked]) {
      const top = await app.inject({ url: '/private-column' });
      expect(top.statusCode).toBe(200);
      expect(top.json()).toEqual({ name: 'Mina', followers: 3, location: null });
      const nested = await app.inject({ url: '/nested-private-column' });
      expect(nested.json()).toEqual({ name: 'Mina', followers: 3, location: { city: 'Seoul' } });
      const page = await app.inject({ url: '/members-page' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('passwordHash');
      expect(page.json()).toEqual(ZMembersResponse.parse(answers['members-page']!.data));
    }
  });

  it('write a lone surrogate, quotes and control characters as valid JSON escapes', async () => {
    const res = await production.inject({ url: '/odd-unicode' });
    expect(res.body).toContain('\\ud800');
    expect(res.json<{ name: string }>().name).toBe('a\ud800b "quoted" \\ \n\u0000');
  });

  it('leave a value-changing check or a date to zod, as before', async () => {
    for (const app of [production, checked]) {
      expect((await app.inject({ url: '/trimmed' })).json()).toEqual({ name: 'Mina' });
      expect((await app.inject({ url: '/dated' })).json()).toEqual({
        at: '2026-11-30T00:00:00.000Z',
      });
    }
  });

  it('refuse, with the check on, an answer its schema does not allow', async () => {
    const res = await checked.inject({ url: '/missing-field' });
    expect(res.statusCode).toBe(500);
    // The same connection (and app) answers the next request.
    expect((await checked.inject({ url: '/private-column' })).statusCode).toBe(200);
  });
});
