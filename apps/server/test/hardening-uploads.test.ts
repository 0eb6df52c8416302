import { Readable } from 'node:stream';
import { uploadRoutes } from '@lms/domain/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storageOf, TooLargeError } from '../src/lib/storage';
import { callRoute } from './support/call-route';
import { storeWorld } from './support/store-world';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PLAYLIST = Buffer.from(
  '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg_000.ts\n#EXT-X-ENDLIST\n',
);

// The same checks with either store: with S3 the upload still comes to the API (its own signed URL),
// which streams the checked bytes on to the bucket.
describe.each(['local', 's3'] as const)(
  'uploads: the bytes must be of the declared type (%s store)',
  (mode) => {
    const world = storeWorld(mode);

    it('uses the store it is meant to test', () => {
      expect(storageOf(world.t.ctx).kind).toBe(mode);
    });

    /** Signs an upload of `mimeType`, PUTs `bytes` declared as that type; returns the key and the answer. */
    async function put(session: string, mimeType: string, bytes: Buffer, purpose?: 'content') {
      const signed = await callRoute(
        world.t.app,
        uploadRoutes.signedRequest,
        { query: { mimeType, ...(purpose ? { purpose } : {}) } },
        { token: session },
      );
      expect(signed.statusCode).toBe(200);
      const { signedUrl, key } = signed.json().data as { signedUrl: string; key: string };
      // The signed URL carries its own query (signature, expiry): it is sent as the API handed it out.
      const res = await world.t.app.inject({
        method: 'PUT',
        url: signedUrl,
        payload: bytes,
        headers: { 'content-type': mimeType },
      });
      return { key, res };
    }

    const publicGet = (key: string) =>
      callRoute(world.t.app, uploadRoutes.getFile, { params: { '*': key }, query: {} });

    /** The bytes a reader of a public upload gets: from the API (local) or from the bucket it redirects to (S3). */
    async function publicRead(key: string): Promise<{ status: number; bytes: Buffer }> {
      const res = await publicGet(key);
      if (res.statusCode !== 302) return { status: res.statusCode, bytes: res.rawPayload };
      const got = await fetch(String(res.headers.location));
      return { status: got.status, bytes: Buffer.from(await got.arrayBuffer()) };
    }

    it('refuses an HTML page declared as a PNG picture, and stores nothing', async () => {
      const { key, res } = await put(world.student, 'image/png', HTML);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        title: 'Wrong file content',
        message: "The file's content is not image/png.",
      });
      expect(await storageOf(world.t.ctx).exists(key)).toBe(false);
      expect((await publicRead(key)).status).toBe(404);
    });

    it('stores a real PNG and serves it', async () => {
      const { key, res } = await put(world.student, 'image/png', PNG);
      expect(res.statusCode).toBe(200);
      const got = await publicRead(key);
      expect(got.status).toBe(200);
      // A picture without metadata is stored as sent.
      expect(got.bytes.equals(PNG)).toBe(true);
    });

    /** A phone photo: 8x6 pixels, with camera and GPS position in its EXIF, taken rotated (orientation 6). */
    const photo = (format: 'jpeg' | 'png' | 'webp') =>
      sharp({ create: { width: 8, height: 6, channels: 3, background: '#0080ff' } })
        .toFormat(format)
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Snapper X1' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '23/1 48/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '90/1 24/1 0/1',
          },
        })
        .withMetadata({ orientation: 6 })
        .toBuffer();

    for (const [format, mime] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      it(`stores a ${format} photo without its EXIF (GPS, camera), turned upright`, async () => {
        const sent = await photo(format);
        const before = await sharp(sent).metadata();
        expect(before.exif, 'the test photo carries EXIF').toBeDefined();
        expect(sent.includes(Buffer.from('PhoneMaker'))).toBe(true);

        // Students may send JPEG and PNG; staff also WebP.
        const { key, res } = await put(format === 'webp' ? world.staff : world.student, mime, sent);
        expect(res.statusCode, res.body).toBe(200);
        const stored = (await storageOf(world.t.ctx).read(key))!;
        const after = await sharp(stored).metadata();
        expect(after.format).toBe(format);
        expect(after.exif).toBeUndefined();
        expect(after.orientation).toBeUndefined();
        expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
        expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
        // Orientation 6 is a quarter turn: the upright picture is 6 wide and 8 high.
        expect([after.width, after.height]).toEqual([6, 8]);
      });
    }

    it('refuses a picture with metadata that is too broken to re-encode, and stores nothing', async () => {
      const sent = await photo('jpeg');
      const { key, res } = await put(world.student, 'image/jpeg', sent.subarray(0, 200));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.title).toBe('Wrong file content');
      expect(await storageOf(world.t.ctx).exists(key)).toBe(false);
    });

    it('refuses a PDF declared as MP3 audio', async () => {
      const { key, res } = await put(world.student, 'audio/mpeg', PDF);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.message).toBe("The file's content is not audio/mpeg.");
      expect(await storageOf(world.t.ctx).exists(key)).toBe(false);
    });

    it('accepts an HLS playlist declared as one (text that has no magic bytes)', async () => {
      const { key, res } = await put(world.staff, 'application/vnd.apple.mpegurl', PLAYLIST, 'content');
      expect(res.statusCode).toBe(200);
      expect(await storageOf(world.t.ctx).size(key)).toBe(PLAYLIST.length);
    });

    it('refuses an HTML page declared as a playlist', async () => {
      const { key, res } = await put(world.staff, 'application/vnd.apple.mpegurl', HTML, 'content');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.message).toBe("The file's content is not application/vnd.apple.mpegurl.");
      expect(await storageOf(world.t.ctx).exists(key)).toBe(false);
    });

    // An MP4 file header (ftyp, isom) followed by 17 MB: more than two of the S3 store's 8 MB parts.
    const bigVideo = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(17 * 1024 * 1024, 7),
    ]);

    it('stores a large upload whole (sent on to the bucket in parts with S3)', async () => {
      const { key, res } = await put(world.staff, 'video/mp4', bigVideo, 'content');
      expect(res.statusCode, res.body).toBe(200);
      expect(await storageOf(world.t.ctx).size(key)).toBe(bigVideo.length);
      expect((await storageOf(world.t.ctx).read(key))!.equals(bigVideo)).toBe(true);
    }, 60_000);

    it('keeps nothing of an upload that passes its limit after some of it was stored', async () => {
      const key = 'content/too-large-after-a-part.mp4';
      const chunks = (function* () {
        for (let i = 0; i < 12; i++) yield bigVideo.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024);
      })();
      await expect(
        storageOf(world.t.ctx).receive(key, Readable.from(chunks), 10 * 1024 * 1024),
      ).rejects.toBeInstanceOf(TooLargeError);
      expect(await storageOf(world.t.ctx).exists(key)).toBe(false);
    }, 60_000);
  },
);
