import { isDeepStrictEqual } from 'node:util';
import {
  ZCreateMomentRequest,
  ZMarkAsReadPayload,
  ZName,
  ZSendMessageRequest,
  ZTypingPayload,
  ZUpdateDetailsRequest,
} from '@chingu/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import {
  arbitraryOf,
  edgeValues,
  isSchema,
  mutants,
  received,
  validSamples,
  type Encoding,
} from './schema-inputs.ts';

/**
 * The fuzzer reaches past validation only if its baselines pass it: every body and query schema
 * of every route, and every socket payload schema, must yield baselines that parse.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('schema-derived fuzz inputs', () => {
  it('yields baselines that parse for every route body and query schema', () => {
    const targets: { name: string; schema: z.core.$ZodType; encoding: Encoding }[] = [];
    for (const route of t.app.routeTable) {
      if (!route.url.startsWith('/api/') || route.method === 'HEAD') continue;
      const { body, querystring } = route.schemas;
      if (isSchema(body)) {
        targets.push({ name: `${route.method} ${route.url} body`, schema: body, encoding: 'json' });
      }
      if (isSchema(querystring)) {
        const name = `${route.method} ${route.url} query`;
        targets.push({ name, schema: querystring, encoding: 'query' });
      }
    }
    // Every JSON body route of the API has a body schema, and the list queries have theirs.
    expect(targets.filter((x) => x.encoding === 'json').length).toBeGreaterThanOrEqual(20);
    expect(targets.filter((x) => x.encoding === 'query').length).toBeGreaterThanOrEqual(6);

    const failing: string[] = [];
    for (const { name, schema, encoding } of targets) {
      const baselines = validSamples(schema, { seed: SEED, encoding });
      // validSamples keeps only what parses; check it independently all the same.
      const parsed = baselines.filter((b) => z.safeParse(schema, b).success);
      if (parsed.length === 0 || parsed.length !== baselines.length) {
        failing.push(`${name}: ${parsed.length}/${baselines.length}`);
      }
    }
    expect(failing).toEqual([]);
  });

  it('yields baselines that parse for every socket payload schema', () => {
    for (const schema of [ZSendMessageRequest, ZMarkAsReadPayload, ZTypingPayload]) {
      const baselines = validSamples(schema, { seed: SEED });
      expect(baselines.length).toBeGreaterThanOrEqual(3);
      for (const b of baselines) expect(schema.safeParse(b).success).toBe(true);
    }
  });

  it('reaches the optional fields and refinements, not just the bare minimum', () => {
    // Refinements (unique tags, future schedule, a real birth date) are met by some baselines.
    const moments = validSamples(ZCreateMomentRequest, { seed: SEED, count: 30, tries: 600 });
    expect(moments.some((m) => (m as { tags?: string[] }).tags?.length)).toBe(true);
    expect(moments.some((m) => (m as { scheduledDate?: string }).scheduledDate)).toBe(true);
    expect(moments.some((m) => (m as { location?: unknown }).location)).toBe(true);
    const details = validSamples(ZUpdateDetailsRequest, { seed: SEED, count: 30, tries: 600 });
    expect(details.length).toBeGreaterThanOrEqual(10);
  });

  it('edge values sit at and past the field limits', () => {
    const edges = edgeValues(ZName).filter((v): v is string => typeof v === 'string');
    expect(edges.some((v) => ZName.safeParse(v).success)).toBe(true);
    expect(edges.filter((v) => !ZName.safeParse(v).success).length).toBeGreaterThanOrEqual(3);
  });

  it('mutates one field at a time and keeps the rest of the baseline', () => {
    const baselines = validSamples(ZSendMessageRequest, { seed: SEED });
    fc.assert(
      fc.property(mutants(ZSendMessageRequest, baselines), (mutant) => {
        const value = received(mutant.value, 'json');
        const [kind, path] = mutant.kind.split(' ');
        if (kind !== 'replace' && kind !== 'drop') return;
        const field = path!.split('.')[0]!;
        const base = baselines.find((b) =>
          Object.entries(b as object).every(
            ([k, v]) => k === field || isDeepStrictEqual((value as Record<string, unknown>)[k], v),
          ),
        );
        expect(base, mutant.kind).toBeDefined();
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('generates from the definitions it knows and names the ones it does not', () => {
    expect(() => arbitraryOf(z.bigint())).toThrow(/bigint/);
  });
});
