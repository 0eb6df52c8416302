import { uploadRoutes } from '@lms/domain/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageOf } from '../src/lib/storage';
import { callRoute } from './support/call-route';
import { newPhone, registeredStudent, signIn, staffSession } from './support/factories';
import { tempDataDir } from './support/temp-data-dir';
import { createTestApp, type TestApp } from './support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PLAYLIST = Buffer.from(
  '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg_000.ts\n#EXT-X-ENDLIST\n',
);

describe('uploads: the bytes must be of the declared type (local store)', () => {
  let t: TestApp;
  const dataDir = tempDataDir();
  let student: string;
  let staff: string;

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir.path });
    const phone = newPhone();
    await registeredStudent(t.ctx, phone);
    student = await signIn(t.app, phone);
    staff = await staffSession(t.app, ['contentUploader']);
  });
  afterAll(async () => {
    await t.close();
    dataDir.remove();
  });

  /** Signs an upload of `mimeType`, PUTs `bytes` declared as that type; returns the key and the answer. */
  async function put(session: string, mimeType: string, bytes: Buffer, purpose?: 'content') {
    const signed = await callRoute(
      t.app,
      uploadRoutes.signedRequest,
      { query: { mimeType, ...(purpose ? { purpose } : {}) } },
      { token: session },
    );
    expect(signed.statusCode).toBe(200);
    const { signedUrl, key } = signed.json().data as { signedUrl: string; key: string };
    // The signed URL carries its own query (signature, expiry): it is sent as the API handed it out.
    const res = await t.app.inject({
      method: 'PUT',
      url: signedUrl,
      payload: bytes,
      headers: { 'content-type': mimeType },
    });
    return { key, res };
  }

  const publicGet = (key: string) =>
    callRoute(t.app, uploadRoutes.getFile, { params: { '*': key }, query: {} });

  it('refuses an HTML page declared as a PNG picture, and stores nothing', async () => {
    const { key, res } = await put(student, 'image/png', HTML);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: 'Wrong file content',
      message: "The file's content is not image/png.",
    });
    expect(await storageOf(t.ctx).exists(key)).toBe(false);
    expect((await publicGet(key)).statusCode).toBe(404);
  });

  it('stores a real PNG and serves it', async () => {
    const { key, res } = await put(student, 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    const got = await publicGet(key);
    expect(got.statusCode).toBe(200);
    // A picture without metadata is stored as sent.
    expect(got.rawPayload.equals(PNG)).toBe(true);
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
      const { key, res } = await put(format === 'webp' ? staff : student, mime, sent);
      expect(res.statusCode, res.body).toBe(200);
      const stored = (await storageOf(t.ctx).read(key))!;
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
    const { key, res } = await put(student, 'image/jpeg', sent.subarray(0, 200));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.title).toBe('Wrong file content');
    expect(await storageOf(t.ctx).exists(key)).toBe(false);
  });

  it('refuses a PDF declared as MP3 audio', async () => {
    const { key, res } = await put(student, 'audio/mpeg', PDF);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe("The file's content is not audio/mpeg.");
    expect(await storageOf(t.ctx).exists(key)).toBe(false);
  });

  it('accepts an HLS playlist declared as one (text that has no magic bytes)', async () => {
    const { key, res } = await put(staff, 'application/vnd.apple.mpegurl', PLAYLIST, 'content');
    expect(res.statusCode).toBe(200);
    expect(await storageOf(t.ctx).size(key)).toBe(PLAYLIST.length);
  });

  it('refuses an HTML page declared as a playlist', async () => {
    const { key, res } = await put(staff, 'application/vnd.apple.mpegurl', HTML, 'content');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe("The file's content is not application/vnd.apple.mpegurl.");
    expect(await storageOf(t.ctx).exists(key)).toBe(false);
  });
});
