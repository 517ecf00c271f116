/**
 * One rule for every text a client sends (bodies, query strings, path parameters, multipart fields,
 * socket payloads): no NUL, which PostgreSQL text cannot hold, and no lone UTF-16 surrogate, which is
 * not text at all and cannot be stored as UTF-8. Such input is refused with `invalidCharacters`;
 * nothing is silently altered.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** True when any string (or object key) inside the value breaks the rule; walks up to `depth`. */
export function containsForbiddenText(value: unknown, depth = 8): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value);
  if (depth <= 0 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsForbiddenText(item, depth - 1));
  return Object.entries(value).some(
    ([key, item]) => hasForbiddenCharacters(key) || containsForbiddenText(item, depth - 1),
  );
}
