import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  InvalidStorageKeyError,
  RangeNotSatisfiableError,
  contentTypeOfKey,
  isStorageKey,
  type Storage,
} from './storage.ts';

export interface S3StorageOptions {
  /** An S3-compatible service (MinIO, Garage, Ceph…); AWS when absent. Path-style requests when set. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** The SDK's default credential chain when absent. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where a stream of unknown length is spooled before it is sent (PutObject needs the length). */
  spoolDir?: string;
}

const status = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  status(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as Error).name);

/** Files in a bucket of any S3-compatible store (architecture §1, `S3_*`). */
export const createS3Storage = (o: S3StorageOptions): Storage => {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: !!o.endpoint,
    credentials:
      o.accessKeyId && o.secretAccessKey
        ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
        : undefined,
    // Plain PutObject with Content-Length: every S3-compatible service understands it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = o.bucket;
  const check = (key: string) => {
    if (!isStorageKey(key)) throw new InvalidStorageKeyError();
  };

  const stat = async (key: string) => {
    if (!isStorageKey(key)) return null;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? contentTypeOfKey(key) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      check(key);
      if (Buffer.isBuffer(body)) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: body.length,
          }),
        );
        return { size: body.length };
      }
      const spool = path.join(o.spoolDir ?? os.tmpdir(), `passerelle-upload-${randomUUID()}`);
      try {
        await pipeline(body as Readable, fs.createWriteStream(spool, { flags: 'wx' }));
        const { size } = await fs.promises.stat(spool);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: fs.createReadStream(spool),
            ContentType: contentType,
            ContentLength: size,
          }),
        );
        return { size };
      } finally {
        await fs.promises.rm(spool, { force: true });
      }
    },
    async get(key, range) {
      if (!isStorageKey(key)) return null;
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const length = res.ContentLength ?? 0;
        // `Content-Range: bytes 0-99/1234` when a range was served.
        const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? '');
        const size = m ? Number(m[3]) : length;
        const start = m ? Number(m[1]) : 0;
        const end = m ? Number(m[2]) : length - 1;
        return {
          stream: res.Body as Readable,
          size,
          start,
          end,
          contentType: res.ContentType ?? contentTypeOfKey(key),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        if (status(err) === 416) throw new RangeNotSatisfiableError((await stat(key))?.size ?? 0);
        throw err;
      }
    },
    stat,
    async exists(key) {
      return (await stat(key)) !== null;
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
};
