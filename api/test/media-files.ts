import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test files for uploads, made in the test (docs/testing.md: no binary fixtures). */

/** A multipart/form-data body with one part, as a browser's FormData sends it. */
export const multipartBody = (content: Buffer | string, filename: string, type: string, field = 'file') => {
  const boundary = `----passerelle${randomUUID().replace(/-/g, '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export const pngOf = (width: number, height: number, color = '#1f6feb') =>
  sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF with a GPS position and orientation 6 (to be shown turned 90°). */
export const jpegWithGps = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Passerelle test camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '73/1 34/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Whether an image's EXIF holds a GPS block (the GPSInfo tag 0x8825, little- or big-endian). */
export const hasGps = async (image: Buffer) => {
  const { exif } = await sharp(image).metadata();
  return !!exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25])));
};

const crc32 = (buf: Buffer) => {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** An image bomb: a small PNG whose header declares `side` × `side` pixels (check #36). */
export const pngBomb = (side = 50_000) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  // A few rows of zeros: the rest is missing, as in a real bomb that expands on decode.
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A tiny but well-formed PDF. */
export const pdf = (pad = 0) =>
  Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n',
    ),
    Buffer.alloc(pad, 0x20),
    Buffer.from('%%EOF\n'),
  ]);

/** The start of an MP4 (an `ftyp` box with the isom brand), padded. */
export const mp4 = (pad = 2048) =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    Buffer.from('00000008667265650000000000000000', 'hex'),
    Buffer.alloc(pad, 0x11),
  ]);
