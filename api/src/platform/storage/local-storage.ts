import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  InvalidStorageKeyError,
  RangeNotSatisfiableError,
  contentTypeOfKey,
  isStorageKey,
  type ByteRange,
  type Storage,
  type StoredStream,
} from './storage.ts';

/**
 * Files in a local folder (DATA_DIR/media by default). A write goes to a temporary name beside
 * the target and is renamed when complete, so a reader never sees half a file and a failed
 * upload leaves nothing behind.
 */
export const createLocalStorage = (root: string): Storage => {
  const base = path.resolve(root);
  const resolve = (key: string): string | null => {
    if (!isStorageKey(key)) return null;
    const full = path.resolve(base, key);
    return full.startsWith(base + path.sep) ? full : null;
  };

  const open = async (full: string) => {
    try {
      const handle = await fs.promises.open(full, 'r');
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { handle, size: stat.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };

  return {
    kind: 'local',
    async put(key, body, _contentType) {
      const full = resolve(key);
      if (!full) throw new InvalidStorageKeyError();
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${randomUUID()}.part`;
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const out = fs.createWriteStream(temp, { flags: 'wx' });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, count, out);
        await fs.promises.rename(temp, full);
      } catch (err) {
        // A body that fails early (a quota reached) can fail the pipeline while the file is still
        // being opened: wait for the stream to close, or the file appears after its removal.
        if (!out.closed) await new Promise<void>((done) => out.once('close', () => done()));
        await fs.promises.rm(temp, { force: true });
        throw err;
      }
      return { size };
    },
    async get(key, range?: ByteRange): Promise<StoredStream | null> {
      const full = resolve(key);
      const opened = full ? await open(full) : null;
      if (!opened) return null;
      const { handle, size } = opened;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? size - 1, size - 1);
      if (range && (start >= size || start > end)) {
        await handle.close();
        throw new RangeNotSatisfiableError(size);
      }
      if (size === 0) {
        await handle.close();
        return { stream: Readable.from([]), size, start: 0, end: -1, contentType: contentTypeOfKey(key) };
      }
      const stream = handle.createReadStream({ start, end, autoClose: true });
      return { stream, size, start, end, contentType: contentTypeOfKey(key) };
    },
    async stat(key) {
      const full = resolve(key);
      if (!full) return null;
      try {
        const stat = await fs.promises.stat(full);
        return stat.isFile() ? { size: stat.size, contentType: contentTypeOfKey(key) } : null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async delete(key) {
      const full = resolve(key);
      if (full) await fs.promises.rm(full, { force: true });
    },
  };
};
