import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySchemaCompiler<unknown>>[0];

/** zod's check and JSON.stringify: what every response went through before decision 059. */
const checkedSerializerCompiler = createSerializerCompiler({}) as unknown as (
  route: RouteSchema,
) => Serialize;

/** A check that changes the value it checks (`trim`, `toLowerCase`): JSON Schema only checks. */
function rewritesValue(schema: z.core.$ZodType): boolean {
  return (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');
}

type JsonNode = { [key: string]: unknown };
const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null;

/**
 * The JSON Schema as fast-json-stringify writes it best, the same values allowed:
 * - no `additionalProperties: false`: zod strips keys it does not know, but `false` would make a
 *   nullable object with one more key match no branch of its anyOf and fail (unnamed keys are
 *   never written anyway);
 * - `anyOf: [X, null]` (zod's nullable) as `type: [X's type, 'null']`: an anyOf is decided by
 *   validating the value against each branch, a list of types by `typeof`.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (!isNode(node)) return node;
  const out: JsonNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forWriting(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(out).length === 1) {
    const nullAt = branches.findIndex(
      (b) => isNode(b) && b.type === 'null' && Object.keys(b).length === 1,
    );
    const other: unknown = branches[1 - nullAt];
    if (nullAt !== -1 && isNode(other) && typeof other.type === 'string' && !('anyOf' in other)) {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * One compiled writer per contract schema, shared by every app in the process (tests build
 * hundreds) and compiled at a route's first response, not at start: `npm start` and a test's
 * app pay nothing for the routes they never answer. `null`: the schema has a part JSON Schema
 * cannot say (a transform, a date), and zod writes it.
 */
const compiled = new WeakMap<z.ZodType, Serialize | null>();

function compiledWriter(schema: z.ZodType): Serialize | null {
  let writer = compiled.get(schema);
  if (writer === undefined) {
    try {
      let rewrites = false;
      const jsonSchema = z.toJSONSchema(schema, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'throw',
        override: ({ zodSchema }) => {
          rewrites ||= rewritesValue(zodSchema);
        },
      });
      writer = rewrites
        ? null
        : fastJsonStringify(forWriting(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
    } catch {
      writer = null;
    }
    compiled.set(schema, writer);
  }
  return writer;
}

export type ResponseSerializerOptions = {
  /**
   * Also run zod's check and compare the two texts, throwing on any difference (tests and the
   * browser journeys): a handler that returns what its schema does not allow fails there, as it
   * did when zod wrote every response.
   */
  check: boolean;
};

/**
 * Responses are written by serializers compiled from the contract's schemas (fast-json-stringify,
 * Fastify's own), not checked by zod and then stringified: a page of 20 members took 95 us that
 * way and 27 us compiled (decision 059). Only the properties a schema names are written, so a
 * column a handler selects by mistake still never reaches a client.
 */
export function createResponseSerializerCompiler({ check }: ResponseSerializerOptions) {
  return (route: RouteSchema): Serialize => {
    const checked = checkedSerializerCompiler(route);
    const schema = route.schema as z.ZodType;
    if (!(schema instanceof z.ZodType)) return checked;
    let writer: Serialize | null | undefined;
    return (data) => {
      writer ??= compiledWriter(schema);
      if (!writer) return checked(data);
      if (!check) return writer(data);
      const expected = checked(data);
      const written = writer(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${written}, zod ${expected}`,
        );
      }
      return written;
    };
  };
}
