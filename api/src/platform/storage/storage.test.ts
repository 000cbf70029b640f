import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RangeNotSatisfiableError,
  createLocalStorage,
  createS3Storage,
  isStorageKey,
  newStorageKey,
  type Storage,
} from './index.ts';

interface FakeS3 {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type FakeS3Class = new (o: Record<string, unknown>) => FakeS3;
// s3rver speaks the S3 protocol on loopback (docs/testing.md: third parties are replaced by local servers).
const S3rver = createRequire(import.meta.url)('s3rver') as FakeS3Class;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'passerelle-storage-'));
let fake: FakeS3;
let s3: Storage;
beforeAll(async () => {
  fake = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await fake.run();
  s3 = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'media',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    spoolDir: tmp,
  });
});
afterAll(async () => {
  await fake.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('storage keys', () => {
  it('accepts generated keys and nothing that could leave the folder', () => {
    const { key } = newStorageKey('png');
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    expect(isStorageKey(key)).toBe(true);
    for (const bad of [
      '../etc/passwd',
      'ab/../../etc/passwd.png',
      '/etc/passwd.png',
      'ab/.hidden.png',
      'ab\\x.png',
      'ab/%2e%2e.png',
      'ab//x.png',
      'AB/x.png',
      'ab/x.png.part',
      'ab/x',
      '',
    ])
      expect(isStorageKey(bad), bad).toBe(false);
  });
});

const contract = (name: string, store: () => Storage) =>
  describe(`${name} storage`, () => {
    it('puts a buffer and a stream, reads them back whole and by range, then deletes them', async () => {
      const a = newStorageKey('pdf').key;
      expect(await store().put(a, Buffer.from('%PDF-1.4 hello'), 'application/pdf')).toEqual({ size: 14 });
      const b = newStorageKey('webm').key;
      expect(
        await store().put(b, Readable.from([Buffer.from('abc'), Buffer.from('def')]), 'video/webm'),
      ).toEqual({
        size: 6,
      });

      const whole = await store().get(a);
      expect(whole).toMatchObject({ size: 14, start: 0, end: 13, contentType: 'application/pdf' });
      expect(await text(whole!.stream)).toBe('%PDF-1.4 hello');
      const part = await store().get(b, { start: 2, end: 3 });
      expect(part).toMatchObject({ size: 6, start: 2, end: 3, contentType: 'video/webm' });
      expect(await text(part!.stream)).toBe('cd');
      const tail = await store().get(b, { start: 4 });
      expect(await text(tail!.stream)).toBe('ef');
      await expect(store().get(b, { start: 6 })).rejects.toBeInstanceOf(RangeNotSatisfiableError);

      expect(await store().stat(b)).toEqual({ size: 6, contentType: 'video/webm' });
      expect(await store().exists(a)).toBe(true);
      await store().delete(a);
      await store().delete(a);
      expect(await store().exists(a)).toBe(false);
      expect(await store().get(a)).toBeNull();
    });

    it('answers null for unknown and invalid keys and refuses to write an invalid one', async () => {
      expect(await store().get(newStorageKey('png').key)).toBeNull();
      expect(await store().get('../../etc/passwd')).toBeNull();
      expect(await store().stat('ab/../x.png')).toBeNull();
      await expect(store().put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
        'invalid storage key',
      );
    });

    it('leaves nothing behind when the source stream fails', async () => {
      const key = newStorageKey('mp4').key;
      const failing = new Readable({
        read() {
          this.push(Buffer.alloc(1024));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(store().put(key, failing, 'video/mp4')).rejects.toThrow('client went away');
      expect(await store().exists(key)).toBe(false);
    });
  });

const localRoot = path.join(tmp, 'local');
contract('local', () => createLocalStorage(localRoot));
contract('S3', () => s3);

describe('local storage on disk', () => {
  it('writes under its folder only, with no temporary file left', async () => {
    const store = createLocalStorage(localRoot);
    const { key } = newStorageKey('png');
    await store.put(key, Buffer.from('png'), 'image/png');
    const dir = path.join(localRoot, key.slice(0, 2));
    expect(fs.readdirSync(dir)).toContain(key.slice(3));
    expect(fs.readdirSync(dir).some((f) => f.endsWith('.part'))).toBe(false);
    expect(await store.get('../storage.test.ts')).toBeNull();
  });
});
