/** Where and how to reach an S3-compatible bucket, read from `S3_URL`. */
export type S3Settings = {
  /** `http(s)://host[:port]` of the S3 API. */
  endpoint: string;
  bucket: string;
  /** Prepended to every key (`chingu/` stores `chingu/uploads/x.webp`); empty for none. */
  keyPrefix: string;
  region: string;
  /** Path-style (`host/bucket/key`, MinIO, Garage, most self-hosted) or virtual-hosted. */
  forcePathStyle: boolean;
  /** From the URL's user info; absent: the SDK's usual chain (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export const S3_URL_FORMAT =
  'http(s)://ACCESS_KEY:SECRET@HOST[:PORT]/BUCKET[/KEY_PREFIX][?region=REGION&style=path|virtual]';

/**
 * Reads `S3_URL` (decision 026): the endpoint, the bucket as the first path segment, an optional key
 * prefix after it, credentials as URL user info (percent-encode `/`, `+`, `@` in a secret), and
 * `region` (default `us-east-1`) and `style` (default `path`) as query parameters.
 * Throws an Error saying what is wrong.
 */
export function parseS3Url(value: string): S3Settings {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`expected ${S3_URL_FORMAT}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`expected an http: or https: URL, ${S3_URL_FORMAT}`);
  }
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!bucket) throw new Error(`the bucket is missing, ${S3_URL_FORMAT}`);
  const style = url.searchParams.get('style') ?? 'path';
  if (style !== 'path' && style !== 'virtual') {
    throw new Error('style must be "path" or "virtual"');
  }
  for (const name of url.searchParams.keys()) {
    if (name !== 'region' && name !== 'style') throw new Error(`unknown parameter "${name}"`);
  }
  if (Boolean(url.username) !== Boolean(url.password)) {
    throw new Error('give both the access key and the secret (KEY:SECRET@), or neither');
  }
  return {
    endpoint: url.origin,
    bucket,
    keyPrefix: prefix.length ? `${prefix.join('/')}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    forcePathStyle: style === 'path',
    credentials: url.username
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}

/** The URL without its secret, for logs. */
export function describeS3(settings: S3Settings): string {
  return `${settings.endpoint}/${settings.bucket}/${settings.keyPrefix}`;
}
