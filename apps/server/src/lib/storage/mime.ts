/** File extensions of the types the platform stores, and the type each one is served with. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  m4a: 'audio/mp4',
  vtt: 'text/vtt',
  key: 'application/octet-stream',
};

const EXTENSIONS: Record<string, string> = Object.fromEntries(
  Object.entries(TYPES).map(([ext, type]) => [type, ext]),
);
// Browsers name a few types in more than one way.
EXTENSIONS['audio/x-wav'] = 'wav';
EXTENSIONS['audio/wave'] = 'wav';
EXTENSIONS['audio/mp3'] = 'mp3';
EXTENSIONS['application/x-mpegurl'] = 'm3u8';

/** The MIME type a stored file is served with, from its key's extension. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** The extension a new key gets for an uploaded MIME type, or undefined for an unknown type. */
export function extensionOf(mimeType: string): string | undefined {
  return EXTENSIONS[mimeType.toLowerCase()];
}
