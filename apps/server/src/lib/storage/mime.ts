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

// Named for addresses outside the store (the manifest's icon); a stored file with one of these
// extensions keeps application/octet-stream, so no uploaded SVG is served as a page that runs script.
const OTHER_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
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

/** The MIME type a file extension (without the dot, any case) names, or undefined for an unknown one. */
export function typeOfExtension(extension: string): string | undefined {
  const ext = extension.toLowerCase();
  return TYPES[ext] ?? OTHER_TYPES[ext];
}
