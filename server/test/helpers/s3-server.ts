import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { parseS3Url, type S3Settings } from '../../src/lib/storage/s3-url.ts';

// The SDK warns once per process that releases after January 2027 need Node 22 (decision 026).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export type TestS3Server = {
  /** `S3_URL` of a fresh, empty bucket on this server. */
  url: string;
  settings: S3Settings;
  /** The bucket's objects as files, for checking what landed where. */
  directory: string;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a directory) on a loopback port of its
 * own, with one bucket. s3rver's default account is S3RVER / S3RVER.
 * s3rver signs bucket-level requests (list, multi-delete) as `/bucket` where AWS SDK v3 signs
 * `/bucket/`, so it is told to accept mismatched signatures; an unknown access key is still refused.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'chingu-s3-'));
  const bucket = `chingu-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=us-east-1`;
  return {
    url,
    settings: parseS3Url(url),
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
