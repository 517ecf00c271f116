import fc from 'fast-check';
import { z } from 'zod';

/**
 * Fuzz inputs derived from the contract's zod schemas: a valid baseline generated from the schema
 * itself, then mutated one field at a time (mutants: at random; edgeMutants: every field through
 * its own edge values). A request that fails validation at the top never reaches the rules behind
 * it; a baseline that parses does, and its mutations probe each field.
 *
 * Walks zod 4's definitions (`schema._zod.def`) for the subset the contract uses: objects, strings
 * with lengths and formats (uuid, email, datetime, regex), enums, literals, numbers with bounds,
 * booleans, arrays, tuples, optional, nullable, defaults, pipes and unions. Refinements are not
 * read: samples are filtered by `safeParse` instead (validSamples). No maintained package does
 * zod 4 → fast-check (zod-fast-check is zod 3 and fast-check 3).
 */

type Schema = z.core.$ZodType;
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, Schema>;
  element?: Schema;
  items?: Schema[];
  rest?: Schema | null;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  getter?: () => Schema;
};

export const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (schema: Schema): CheckDef[] => {
  const def = defOf(schema);
  // A format schema (z.uuid(), z.email()) is its own check.
  const own = def.format ? [def as unknown as CheckDef] : [];
  return [...own, ...(def.checks ?? []).map((c) => c._zod.def)];
};
/** Optional in an object: absent is valid (optional, default). */
const isOptional = (schema: Schema) => schema._zod.optin === 'optional';

/**
 * Values the caller knows are real (ids of rows that exist, members' addresses), so valid input
 * reaches the rows; `fields` generates a field by its name where a refinement couples fields.
 */
export type Hints = {
  uuid?: fc.Arbitrary<string>;
  email?: fc.Arbitrary<string>;
  fields?: Record<string, fc.Arbitrary<unknown>>;
};

/**
 * The rules of the contract the generator cannot infer: a birth date is three strings that must
 * form a real past date (a superRefine over the object), or all three be empty; a reaction is
 * exactly one emoji (a refinement over graphemes); a time zone is a name Intl knows.
 */
export const CONTRACT_FIELDS: Record<string, fc.Arbitrary<unknown>> = {
  birth_year: fc.integer({ min: 1900, max: 2015 }).map(String),
  birth_month: fc.integer({ min: 1, max: 12 }).map(String),
  birth_day: fc.integer({ min: 1, max: 28 }).map(String),
  emoji: fc.constantFrom('👍', '❤️', '😂', '🇰🇷', '👨‍👩‍👧', '#️⃣'),
  timeZone: fc.constantFrom('Asia/Seoul', 'UTC', 'America/New_York', 'Europe/Paris'),
};

const WRAPPERS_ALL = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

/** The schema that describes a value's shape: wrappers removed, a pipe's input side. */
function unwrap(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS_ALL.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
}

function lengthBounds(schema: Schema) {
  let min = 0;
  let max = Infinity;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max, c.maximum);
    if (c.check === 'length_equals' && c.length !== undefined) min = max = c.length;
  }
  return { min, max };
}

function numberBounds(schema: Schema) {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let integer = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'greater_than' && c.value !== undefined) {
      min = c.inclusive ? c.value : c.value + (integer ? 1 : Number.EPSILON);
    }
    if (c.check === 'less_than' && c.value !== undefined) {
      max = c.inclusive ? c.value : c.value - (integer ? 1 : Number.EPSILON);
    }
    if (c.check === 'number_format' && /int/.test(c.format ?? '')) integer = true;
  }
  return { min, max, integer };
}

const formatOf = (schema: Schema) =>
  checksOf(schema).find((c) => c.check === 'string_format' && c.format);

const TEXT_UNIT = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456789') },
  { weight: 2, arbitrary: fc.constantFrom(' ', '-', "'", '"', '<', '&', '%', '\\', '/', '.') },
  { weight: 2, arbitrary: fc.constantFrom('é', 'ß', 'ñ', '한', '국', '日', 'й', 'ع', '\u200b') },
);

/** Exactly `n` UTF-16 units, mostly astral characters (two units, one character in PostgreSQL). */
export const astral = (n: number) => '🙂'.repeat(Math.floor(n / 2)) + (n % 2 ? 'é' : '');

function textArbitrary(min: number, max: number): fc.Arbitrary<string> {
  const cap = Math.min(max, Math.max(min, 24));
  const random = fc.string({ unit: TEXT_UNIT, minLength: min, maxLength: cap });
  if (!Number.isFinite(max)) return random;
  return fc.oneof(
    { weight: 5, arbitrary: random },
    { weight: 1, arbitrary: fc.constant(astral(max)) },
  );
}

const EMAIL = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,11}$/),
    fc.stringMatching(/^[a-z0-9]{1,10}$/),
    fc.constantFrom('com', 'org', 'example', 'co.kr'),
  )
  .map(([local, host, tld]) => `${local}@${host}.${tld}`);

// Future instants: the contract's only datetime is a schedule, which may not lie in the past.
const DATETIME = fc
  .date({
    min: new Date('2031-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());

// Push endpoints: under .invalid (RFC 2606), so a push the fuzzing triggers never leaves the machine.
const URL_ARBITRARY = fc
  .tuple(fc.constantFrom('https', 'http'), fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.webSegment())
  .map(([scheme, host, path]) => `${scheme}://push.${host}.invalid/${encodeURIComponent(path)}`);

function stringArbitrary(schema: Schema, hints: Hints): fc.Arbitrary<string> {
  const format = formatOf(schema);
  switch (format?.format) {
    case 'uuid':
    case 'guid':
      return hints.uuid ? fc.oneof({ weight: 4, arbitrary: hints.uuid }, fc.uuid()) : fc.uuid();
    case 'email':
      return hints.email ? fc.oneof(hints.email, EMAIL) : EMAIL;
    case 'datetime':
      return DATETIME;
    case 'url':
      return URL_ARBITRARY;
    case 'regex':
      return fc.stringMatching(format?.pattern ?? /^/);
    case undefined:
      break;
    default:
      throw new Error(`schema-inputs: no generator for string format ${format?.format}`);
  }
  const { min, max } = lengthBounds(schema);
  return textArbitrary(min, max);
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const { min, max, integer } = numberBounds(schema);
  // An unbounded number (e.g. an ICE candidate's sdpMLineIndex) has no edges worth trying.
  const bounds = [min, max].filter((v) => Math.abs(v) <= Number.MAX_SAFE_INTEGER);
  const withEdges = (random: fc.Arbitrary<number>) =>
    bounds.length ? fc.oneof({ weight: 4, arbitrary: random }, fc.constantFrom(...bounds)) : random;
  if (integer) {
    return withEdges(
      fc.integer({
        min: Math.max(Math.ceil(min), -(2 ** 31)),
        max: Math.min(Math.floor(max), 2 ** 31 - 1),
      }),
    );
  }
  return withEdges(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/** Values of the schema's input type, most of them valid (refinements are not read). */
export function arbitraryOf(schema: Schema, hints: Hints = {}): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const of = (inner: Schema) => arbitraryOf(inner, hints);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, hints);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'never':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.oneof(fc.constant(null), fc.string({ maxLength: 8 }), fc.integer());
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'object': {
      const shape = def.shape!;
      const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
      const record = fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([key, value]) => [key, hints.fields?.[key] ?? of(value)]),
        ),
        { requiredKeys },
      );
      return record.map((value) => ({ ...value }));
    }
    case 'array': {
      const { min, max } = lengthBounds(schema);
      return fc.array(of(def.element!), {
        minLength: min,
        maxLength: Math.min(max, Math.max(min, 4)),
      });
    }
    case 'tuple':
      return fc.tuple(...def.items!.map(of));
    case 'union':
      return fc.oneof(...def.options!.map(of));
    case 'record':
      return fc
        .dictionary(of(def.keyType!) as fc.Arbitrary<string>, of(def.valueType!), { maxKeys: 3 })
        .map((value) => ({ ...value }));
    case 'optional':
      return fc.option(of(def.innerType!), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(of(def.innerType!), { nil: null, freq: 3 });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return of(def.innerType!);
    case 'lazy':
      return of(def.getter!());
    case 'pipe':
      // A transform accepts what its input accepts; otherwise the output side is the stricter
      // one (ZEmail: a trimmed string piped into z.email()).
      return defOf(def.out!).type === 'transform' ? of(def.in!) : of(def.out!);
    default:
      throw new Error(`schema-inputs: no generator for zod type ${def.type}`);
  }
}

/** The keys of an object schema whose values are uuids (path parameters naming rows). */
export function uuidKeys(schema: Schema): string[] {
  const def = defOf(unwrap(schema));
  return Object.entries(def.shape ?? {})
    .filter(([, child]) => formatOf(unwrap(child))?.format === 'uuid')
    .map(([key]) => key);
}

/** Fastify's view of a query string: every value a string (repeated keys an array). */
export function queryView(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined) continue;
    out[key] = Array.isArray(item) ? item.map(String) : String(item);
  }
  return out;
}

/** encodeURIComponent that also sends lone surrogates (as their WTF-8 bytes) instead of throwing. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A generated query object as a query string (arrays as repeated keys). */
export function toQueryString(value: unknown): string {
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item]) {
      const text = typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one);
      parts.push(`${encodeLoose(key)}=${encodeLoose(text)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export type Encoding = 'json' | 'query';
/** What the server receives from a generated value, for safeParse. */
export function received(value: unknown, encoding: Encoding): unknown {
  if (encoding === 'query') return queryView(value);
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/**
 * Up to `count` distinct generated values that the schema accepts as the server receives them;
 * the fuzzer's baselines. Empty means the generator cannot satisfy the schema (a unit test says so).
 */
export function validSamples(
  schema: Schema,
  {
    hints = {},
    seed,
    count = 8,
    tries = 300,
    encoding = 'json',
  }: { hints?: Hints; seed: number; count?: number; tries?: number; encoding?: Encoding },
): unknown[] {
  const found: unknown[] = [];
  const seen = new Set<string>();
  const arbitrary = arbitraryOf(schema, {
    ...hints,
    fields: { ...CONTRACT_FIELDS, ...hints.fields },
  });
  for (const value of fc.sample(arbitrary, { seed, numRuns: tries })) {
    const sent = received(value, encoding);
    if (!z.safeParse(schema, sent).success) continue;
    const key = JSON.stringify(sent);
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(sent);
    if (found.length >= count) break;
  }
  return found;
}

// ---- Mutations ----

type Path = (string | number)[];
type Field = { path: Path; schema: Schema | undefined };

/** Every field of the value (and every declared one it leaves out), with its schema. */
function fieldsOf(schema: Schema | undefined, value: unknown, path: Path = [], depth = 0): Field[] {
  if (!schema || depth > 4) return [];
  const def = defOf(unwrap(schema));
  const fields: Field[] = [];
  if (def.type === 'object' && def.shape) {
    const object = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >;
    for (const [key, child] of Object.entries(def.shape)) {
      fields.push({ path: [...path, key], schema: child });
      fields.push(...fieldsOf(child, object[key], [...path, key], depth + 1));
    }
  } else if ((def.type === 'array' || def.type === 'tuple') && Array.isArray(value)) {
    value.forEach((item, index) => {
      const child =
        def.type === 'array' ? def.element : (def.items?.[index] ?? def.rest ?? undefined);
      fields.push({ path: [...path, index], schema: child });
      fields.push(...fieldsOf(child, item, [...path, index], depth + 1));
    });
  }
  return fields;
}

const clone = <T>(value: T): T => structuredClone(value);
function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown) {
  // defineProperty: '__proto__' becomes an own key that JSON.stringify sends, not the prototype.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function parentOf(root: unknown, path: Path): Record<string | number, unknown> | undefined {
  let current = root;
  for (const key of path.slice(0, -1)) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return typeof current === 'object' && current !== null
    ? (current as Record<string | number, unknown>)
    : undefined;
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = clone(value);
  const parent = parentOf(copy, path);
  if (parent) setOwn(parent, path.at(-1)!, replacement);
  return copy;
}

function dropAt(value: unknown, path: Path): unknown {
  const copy = clone(value);
  const parent = parentOf(copy, path);
  const key = path.at(-1)!;
  if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
  else if (parent) delete parent[key];
  return copy;
}

const hasAt = (value: unknown, path: Path) => {
  const parent = parentOf(value, path);
  return parent !== undefined && Object.hasOwn(parent, path.at(-1)!);
};

/** Just under the 1 MiB body limit as JSON, so it reaches validation rather than the limit. */
export const MEGABYTE_STRING = 'x'.repeat(1_000_000);

/** Hostile whatever the field: broken text, huge and odd numbers, wrong types, invalid ids. */
export const HOSTILE_VALUES: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '',
  ' ',
  '\u202e\u200b',
  MEGABYTE_STRING,
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  null,
  true,
  false,
  0,
  -1,
  0.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  [],
  [null],
  ['a\u0000b'],
  {},
  { $ne: null },
  JSON.parse('{"__proto__":{"isModerator":true}}'),
  '{"a":1}',
  '1e309',
  'NaN',
];

/** Values at and just past this field's own limits (lengths, bounds, formats, enum members). */
export function edgeValues(schema: Schema | undefined): unknown[] {
  if (!schema) return [];
  const inner = unwrap(schema);
  const def = defOf(inner);
  // A pipe's output side may carry the format (ZEmail: a trimmed string piped into z.email()).
  const outer = unwrapWrappers(schema);
  const formats = [formatOf(inner), defOf(outer).out && formatOf(defOf(outer).out!)]
    .map((c) => c?.format)
    .filter(Boolean);
  const edges: unknown[] = [];
  if (defOf(schema).type === 'nullable') edges.push(null);
  if (isOptional(schema)) edges.push(undefined);
  switch (def.type) {
    case 'string': {
      const { min, max } = lengthBounds(inner);
      if (Number.isFinite(max)) {
        edges.push('x'.repeat(max + 1), astral(max), astral(max + 1), `  ${'x'.repeat(max)}  `);
      }
      if (min > 0) edges.push(' '.repeat(min), 'x'.repeat(min - 1));
      if (formats.includes('uuid')) {
        edges.push(
          'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
          '{00000000-0000-4000-8000-000000000000}',
        );
      }
      if (formats.includes('email')) {
        edges.push('a@b', 'a@b.c', `${'x'.repeat(250)}@example.com`, ' A@EXAMPLE.COM ', 'a@@b.co');
      }
      if (formats.includes('regex')) edges.push('12345', '1234567', '١٢٣٤٥٦', ' 123456 ');
      if (formats.includes('datetime')) {
        edges.push(
          '2000-01-01T00:00:00Z',
          '9999-12-31T23:59:59-23:59',
          '2031-02-30T10:00:00Z',
          '2031-01-01T00:00:00',
          '2031-01-01',
          '+275760-09-13T00:00:00Z',
        );
      }
      break;
    }
    case 'number': {
      const { min, max, integer } = numberBounds(inner);
      if (min > -Number.MAX_VALUE) edges.push(min, min - 1, min - 0.5, String(min - 1));
      if (max < Number.MAX_VALUE) edges.push(max, max + 1, max + 0.5, String(max + 1));
      if (integer) edges.push(1.5, '2', '0x10', '1e3', ' 3 ');
      edges.push(-0, 'Infinity', '');
      break;
    }
    case 'boolean':
      edges.push('true', 'false', 1, 0, 'yes');
      break;
    case 'enum':
    case 'literal': {
      const values = def.type === 'enum' ? Object.values(def.entries!) : def.values!;
      const first = String(values[0]);
      edges.push(first.toUpperCase(), ` ${first}`, `${first}\u0000`, values);
      break;
    }
    case 'array':
    case 'tuple': {
      const { max } = lengthBounds(inner);
      const element = def.type === 'array' ? def.element! : def.items![0]!;
      const sample = fc.sample(arbitraryOf(element), { seed: 1, numRuns: 1 })[0];
      edges.push(
        [],
        [[]],
        [sample, sample, sample],
        Array.from({ length: 10_000 }, () => 0),
      );
      // Case-insensitive duplicates (tags must be unique that way).
      if (typeof sample === 'string' && sample) {
        edges.push([sample.toUpperCase(), sample.toLowerCase()]);
      }
      if (Number.isFinite(max)) edges.push(Array.from({ length: max + 1 }, () => sample));
      break;
    }
    case 'object':
      edges.push('[object Object]', [{}]);
      break;
  }
  return edges;
}

function unwrapWrappers(schema: Schema): Schema {
  let current = schema;
  while (WRAPPERS_ALL.has(defOf(current).type) && defOf(current).innerType) {
    current = defOf(current).innerType!;
  }
  return current;
}

/** Keys no schema declares, some of which a careless handler might honour (mass assignment). */
const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'isModerator',
  'userId',
  'user',
  '_id',
  'email',
  'zz',
];

export type Mutant = { kind: string; value: unknown };

/** Every field of the baseline given each of its edge values in turn: a sweep, not a sample. */
export function edgeMutants(schema: Schema, baseline: unknown): Mutant[] {
  return fieldsOf(schema, baseline).flatMap((field) =>
    edgeValues(field.schema).map((value) => ({
      kind: `edge ${field.path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`,
      value: setAt(baseline, field.path, value),
    })),
  );
}

/**
 * A baseline as it is, or with one field replaced by a hostile or edge value, one field dropped,
 * or an undeclared field added.
 */
export function mutants(schema: Schema, baselines: unknown[]): fc.Arbitrary<Mutant> {
  const generic = fc.constantFrom(...HOSTILE_VALUES);
  const edgeCache = new Map<Schema | undefined, fc.Arbitrary<unknown>>();
  const hostileFor = (field: Schema | undefined) => {
    let arbitrary = edgeCache.get(field);
    if (!arbitrary) {
      const edges = edgeValues(field);
      arbitrary = edges.length
        ? fc.oneof(
            { weight: 1, arbitrary: generic },
            // The field's own limits find more than generic values (they pass the type check).
            { weight: 2, arbitrary: fc.constantFrom(...edges) },
          )
        : generic;
      edgeCache.set(field, arbitrary);
    }
    return arbitrary;
  };
  return fc.constantFrom(...baselines).chain((baseline) => {
    const fields = fieldsOf(schema, baseline);
    const present = fields.filter((f) => hasAt(baseline, f.path));
    const options: fc.WeightedArbitrary<Mutant>[] = [
      { weight: 2, arbitrary: fc.constant({ kind: 'baseline', value: baseline }) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...EXTRA_KEYS), generic)
          .map(([key, value]) => ({ kind: `extra ${key}`, value: setAt(baseline, [key], value) })),
      },
    ];
    if (fields.length) {
      options.push({
        weight: 6,
        arbitrary: fc.constantFrom(...fields).chain((field) =>
          hostileFor(field.schema).map((value) => ({
            kind: `replace ${field.path.join('.')}`,
            value: setAt(baseline, field.path, value),
          })),
        ),
      });
    }
    if (present.length) {
      options.push({
        weight: 2,
        arbitrary: fc.constantFrom(...present).map((field) => ({
          kind: `drop ${field.path.join('.')}`,
          value: dropAt(baseline, field.path),
        })),
      });
    }
    return fc.oneof(...options);
  });
}
