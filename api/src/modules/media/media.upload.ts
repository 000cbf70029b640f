import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { LOGO_IDEAL_SIZE_PX, MEDIA_THUMBNAIL_WIDTH, MEDIA_TYPES, type MediaKind } from '@passerelle/contract';
import type { Config } from '../../config.ts';
import { AppError, badRequest, serviceUnavailable, unprocessable } from '../../platform/errors/index.ts';
import { keyFor, newStorageKey, type Storage } from '../../platform/storage/index.ts';
import type { QuotaRoom } from './media.quota.ts';

/** What an upload may be and how large (`storeUpload`'s options). */
export interface UploadOptions {
  kinds: readonly MediaKind[];
  /** A tighter limit than the configured one for each kind, in bytes. */
  maxBytes?: number;
  /** Logos (§5): a non-square image is refused with 422 `logo_not_square` before anything is stored. */
  requireSquare?: boolean;
  /**
   * A personal document (a candidate's CV or photo, permissions.md "Media"): stored under
   * `private/`, which `GET /media/...` never serves, and listed to its uploader only; the owning
   * module serves it through an authorised, non-cached route (`MediaService.readPrivate`).
   */
  private?: boolean;
}

/** The prefix of personal documents' keys (`UploadOptions.private`). */
export const PRIVATE_PREFIX = 'private/';
export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_PREFIX);

/** The stored files of one upload, ready to become a `media_objects` row. */
export interface StoredUpload {
  filePath: string;
  thumbnailPath: string | null;
  filePathMap: Record<string, string>;
  type: number;
  mimeType: string;
  size: number;
  /** Bytes of the derived files (the thumbnail). */
  derivedSize: number;
  width: number | null;
  height: number | null;
  originalName: string | null;
}

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** Bytes read before deciding what the file is (file-type needs at most 4100 for our formats). */
const SNIFF_BYTES = 4100;
/** Images are stored at most this large on their longer side (the original bytes are never kept). */
const IMAGE_MAX_SIDE = 4096;
/** Side difference a logo may have and still count as square (exports are often off by a pixel). */
const SQUARE_TOLERANCE = 0.01;

/** Limits of the multipart parser for every upload route: one file part, few and small fields. */
export const MEDIA_MULTIPART_LIMITS = {
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
  headerPairs: 50,
} as const;

/** Sniffed format → how we keep it. Everything else (SVG, HTML, executables, GIF…) is a 415. */
const FORMATS: Record<string, { kind: MediaKind; mime: string; ext: string }> = {
  png: { kind: 'image', mime: 'image/png', ext: 'png' },
  apng: { kind: 'image', mime: 'image/png', ext: 'png' },
  jpg: { kind: 'image', mime: 'image/jpeg', ext: 'jpg' },
  webp: { kind: 'image', mime: 'image/webp', ext: 'webp' },
  pdf: { kind: 'document', mime: 'application/pdf', ext: 'pdf' },
  // A PDF saved by Illustrator with its editing data is still a PDF.
  ai: { kind: 'document', mime: 'application/pdf', ext: 'pdf' },
  mp4: { kind: 'video', mime: 'video/mp4', ext: 'mp4' },
  webm: { kind: 'video', mime: 'video/webm', ext: 'webm' },
};

const unsupported = () => new AppError(415, 'unsupported_media_type');
const tooLarge = (maxBytes: number) =>
  new AppError(413, 'file_too_large', [], { max: Math.floor(maxBytes / 1024) });
const unreadable = () =>
  unprocessable([{ propertyPath: 'file', code: 'media_unreadable' }], 'media_unreadable');

/**
 * A failure of the store itself (disk full, permissions, S3 unreachable or refusing) rather than of
 * the upload: 503, so the client retries later (perf-security §B6 "disk full or the media store failing").
 */
const isStoreFailure = (err: unknown): boolean => {
  const e = err as { code?: string; $metadata?: unknown; name?: string };
  return (
    ['ENOSPC', 'EDQUOT', 'EIO', 'EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EMFILE', 'ENFILE'].includes(
      e.code ?? '',
    ) ||
    e.$metadata !== undefined ||
    ['TimeoutError', 'InvalidStorageKeyError'].includes(e.name ?? '')
  );
};
const storing = (err: unknown): never => {
  if (err instanceof AppError) throw err;
  if (isStoreFailure(err)) throw serviceUnavailable();
  throw err;
};

/** 422 `logo_not_square` unless width and height are equal (within 1 %). */
export const assertSquare = (width: number, height: number): void => {
  if (Math.abs(width - height) <= Math.max(width, height) * SQUARE_TOLERANCE) return;
  const params = { size: LOGO_IDEAL_SIZE_PX };
  throw new AppError(
    422,
    'logo_not_square',
    [{ propertyPath: 'file', code: 'logo_not_square', params }],
    params,
  );
};

/** The uploader's file name, kept only for `Content-Disposition`: no path, no control or quoting characters. */
export const sanitizeFileName = (name: string | undefined, ext: string): string => {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|;%]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!clean.toLowerCase().endsWith(`.${ext}`))
    clean = `${clean.replace(/\.[^.]*$/, '') || 'document'}.${ext}`;
  if (clean.length > 150) clean = `${clean.slice(0, 140).trim()}.${ext}`;
  return clean;
};

export interface UploadContext {
  config: Pick<Config, 'media'>;
  storage: Storage;
  /** The uploader's storage quota room (null: no quota): a file that does not fit is a 507. */
  room?: QuotaRoom | null;
}

/** The byte limit of each kind for this upload. */
const limitOf = (ctx: UploadContext, kind: MediaKind, opts: UploadOptions) =>
  Math.min(ctx.config.media.maxKb[kind] * 1024, opts.maxBytes ?? Number.POSITIVE_INFINITY);

/**
 * Reads the first bytes of the part (enough to sniff); `rest(max, over)` streams the whole file
 * again from its start, failing with `over()` (413 by default) as soon as more than `max` bytes went by.
 */
const readHead = async (file: Readable) => {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* all(max: number, over: () => AppError) {
    let seen = head.length;
    if (seen > max) throw over();
    yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      seen += next.value.length;
      if (seen > max) throw over();
      yield next.value;
    }
  }
  return {
    head,
    rest: (max: number, over = () => tooLarge(max)) => Readable.from(all(max, over), { objectMode: false }),
  };
};

const collect = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

interface ProcessedImage {
  main: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an image in its own format (JPEG, PNG or WebP): turned upright per its EXIF
 * orientation, every metadata block dropped (EXIF, GPS, XMP, comments), at most 4096 px on its
 * longer side; plus a WebP thumbnail 320 px wide. The declared size is checked from the header
 * before anything is decoded, so an image bomb costs nothing.
 */
export const processImage = async (
  bytes: Buffer,
  ext: string,
  opts: { maxPixels: number; requireSquare?: boolean },
): Promise<ProcessedImage> => {
  const input = () => sharp(bytes, { limitInputPixels: opts.maxPixels, failOn: 'error', animated: false });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > opts.maxPixels)
    throw unprocessable(
      [{ propertyPath: 'file', code: 'image_too_large', params: { max: Math.floor(opts.maxPixels / 1e6) } }],
      'image_too_large',
    );
  if (opts.requireSquare) assertSquare(meta.width, meta.height);
  try {
    let pipeline = input().rotate().resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    pipeline =
      ext === 'jpg'
        ? pipeline.jpeg({ quality: 85 })
        : ext === 'webp'
          ? pipeline.webp({ quality: 85 })
          : pipeline.png({ compressionLevel: 7 });
    const main = await pipeline.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(main.data)
      .resize({
        width: MEDIA_THUMBNAIL_WIDTH,
        height: MEDIA_THUMBNAIL_WIDTH * 3,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
    return { main: main.data, thumbnail, width: main.info.width, height: main.info.height };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
};

/**
 * The single `file` part of a multipart request, checked and stored: a declared body larger than
 * the largest allowed kind is refused before reading (413); the format is sniffed from the first
 * bytes (415 outside the allow-list or the kinds asked for); the bytes are counted while they
 * arrive and the upload stops at its kind's limit (413). Images are re-encoded (never stored as
 * sent); documents and videos are streamed to the store. Nothing stays stored when a step fails.
 * The quota room (`ctx.room`) is checked before a byte is written whenever the size is known: at
 * once when nothing fits, from the declared length for documents and videos, from the encoded
 * size for images; a stream going past it stops there (507). The caller checks again, under a
 * lock, when it records the row.
 */
export const readAndStoreUpload = async (
  request: FastifyRequest,
  opts: UploadOptions,
  ctx: UploadContext,
): Promise<StoredUpload> => {
  if (!opts.kinds.length) throw unsupported();
  const overall = Math.max(...opts.kinds.map((k) => limitOf(ctx, k, opts)));
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > overall + MULTIPART_OVERHEAD) throw tooLarge(overall);
  if (!request.isMultipart()) throw unsupported();
  const room = ctx.room ?? null;
  if (room && room.remaining <= 0) throw room.refusal();

  const fail = (err: unknown): never => {
    if (err instanceof AppError) throw err;
    if (isStoreFailure(err)) throw serviceUnavailable();
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw tooLarge(overall);
    throw badRequest();
  };
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { ...MEDIA_MULTIPART_LIMITS, fileSize: overall } });
  } catch (err) {
    fail(err);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw unprocessable([{ propertyPath: 'file', code: 'file_required' }], 'file_required');
  }
  const file = part.file;
  const written: string[] = [];
  try {
    const { head, rest } = await readHead(file).catch(fail);
    if (!head.length) throw unprocessable([{ propertyPath: 'file', code: 'file_required' }], 'file_required');
    const sniffed = await fileTypeFromBuffer(head);
    const format = sniffed ? FORMATS[sniffed.ext] : undefined;
    if (!format || !opts.kinds.includes(format.kind)) throw unsupported();
    const limit = limitOf(ctx, format.kind, opts);
    if (declared > limit + MULTIPART_OVERHEAD) throw tooLarge(limit);
    const streamed = format.kind !== 'image';
    // The file is at least the body less its multipart framing: over the room, refused unread.
    if (room && streamed && declared - MULTIPART_OVERHEAD > room.remaining) throw room.refusal();
    const limited =
      room && streamed && room.remaining < limit ? rest(room.remaining, room.refusal) : rest(limit);
    const truncated = () => {
      if (file.truncated) throw tooLarge(limit);
    };

    const fresh = newStorageKey(format.ext);
    const prefix = opts.private ? PRIVATE_PREFIX : '';
    const { id } = fresh;
    const key = `${prefix}${fresh.key}`;
    if (format.kind === 'image') {
      const bytes = await collect(limited).catch(fail);
      truncated();
      const image = await processImage(bytes, format.ext, {
        maxPixels: ctx.config.media.maxImagePixels,
        requireSquare: opts.requireSquare,
      });
      const thumbnailPath = `${prefix}${keyFor(id, 'webp', '-thumb')}`;
      if (room && image.main.length + image.thumbnail.length > room.remaining) throw room.refusal();
      await ctx.storage.put(key, image.main, format.mime).catch(storing);
      written.push(key);
      await ctx.storage.put(thumbnailPath, image.thumbnail, 'image/webp').catch(storing);
      written.push(thumbnailPath);
      return {
        filePath: key,
        thumbnailPath,
        filePathMap: { thumbnail: thumbnailPath },
        type: MEDIA_TYPES.image,
        mimeType: format.mime,
        size: image.main.length,
        derivedSize: image.thumbnail.length,
        width: image.width,
        height: image.height,
        originalName: sanitizeFileName(part.filename, format.ext),
      };
    }
    if (opts.requireSquare) throw unsupported();
    written.push(key);
    const { size } = await ctx.storage.put(key, limited, format.mime).catch(fail);
    truncated();
    return {
      filePath: key,
      thumbnailPath: null,
      filePathMap: {},
      type: MEDIA_TYPES[format.kind],
      mimeType: format.mime,
      size,
      derivedSize: 0,
      width: null,
      height: null,
      originalName: sanitizeFileName(part.filename, format.ext),
    };
  } catch (err) {
    // Stop reading the request: multipart ends its iteration, the rest of the body is dropped.
    if (!file.destroyed) file.destroy();
    await Promise.all(written.map((k) => ctx.storage.delete(k).catch(() => {})));
    throw err;
  }
};
