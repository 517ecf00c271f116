import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { parseS3Url } from '../../src/lib/storage/s3-url.ts';

describe('S3_URL', () => {
  it('reads endpoint, bucket, key prefix, credentials, region and addressing style', () => {
    expect(
      parseS3Url(
        'https://AKIA1:se%2Fcr%2Bet@s3.eu-west-1.amazonaws.com/photos/chingu/prod?region=eu-west-1&style=virtual',
      ),
    ).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'photos',
      keyPrefix: 'chingu/prod/',
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'se/cr+et' },
    });
  });

  it('defaults to path-style addressing in us-east-1, and to the SDK credentials chain', () => {
    expect(parseS3Url('http://127.0.0.1:9000/bucket')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'bucket',
      keyPrefix: '',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: undefined,
    });
  });

  it.each([
    ['ftp://k:s@host/bucket', /http: or https:/],
    ['http://k:s@host', /bucket is missing/],
    ['http://k:s@host/bucket?style=sideways', /style/],
    ['http://k:s@host/bucket?regoin=x', /unknown parameter "regoin"/],
    ['http://k@host/bucket', /both the access key and the secret/],
  ])('refuses %s at start-up, saying why', (value, reason) => {
    expect(() => loadConfig({ S3_URL: value })).toThrow(reason);
    expect(() => loadConfig({ S3_URL: value })).toThrow(/Invalid environment: S3_URL/);
  });

  it('leaves files in DATA_DIR when unset or empty', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_URL: '' }).s3).toBeUndefined();
    expect(loadConfig({ S3_URL: 'http://k:s@127.0.0.1:9000/b' }).s3?.bucket).toBe('b');
  });
});
