/**
 * The JPEG a scanner stored as a PDF page's image, found in the file's bytes, so that sharp decodes it
 * natively (and shrinks it while decoding) instead of pdf.js decoding it in JavaScript (~4x slower).
 * Only the plain layout scanners write: the page object and its image object stored uncompressed
 * (not inside an object stream), one image on the page, `/Filter /DCTDecode` alone. Anything else
 * answers null and the caller lets pdf.js decode the page.
 */
export function pageJpeg(pdf: Buffer, pageRef: { num: number; gen: number }): Buffer | null {
  const page = objectText(pdf, pageRef.num, pageRef.gen);
  if (!page) return null;
  let resources = /\/Resources\s*(<<[\s\S]*>>)/.exec(page)?.[1] ?? null;
  const indirect = /\/Resources\s+(\d+)\s+(\d+)\s+R/.exec(page);
  if (indirect) resources = objectText(pdf, Number(indirect[1]), Number(indirect[2]));
  if (!resources) return null;
  const xobjects = /\/XObject\s*<<([^>]*)>>/.exec(resources)?.[1];
  if (!xobjects) return null;
  const refs = [...xobjects.matchAll(/\/[^\s/]+\s+(\d+)\s+(\d+)\s+R/g)];
  if (refs.length !== 1) return null;
  return jpegStream(pdf, Number(refs[0]![1]), Number(refs[0]![2]));
}

/** The dictionary text of an uncompressed object `num gen obj` (up to its stream or endobj). */
function objectText(pdf: Buffer, num: number, gen: number): string | null {
  const head = new RegExp(`(?:^|[\\r\\n\\s])${num}\\s+${gen}\\s+obj\\b`);
  const start = latin1(pdf).search(head);
  if (start < 0) return null;
  const text = latin1(pdf).slice(start, start + 4096);
  const end = text.search(/\bstream\b|\bendobj\b/);
  return end < 0 ? null : text.slice(0, end);
}

function jpegStream(pdf: Buffer, num: number, gen: number): Buffer | null {
  const dict = objectText(pdf, num, gen);
  if (!dict || !/\/Subtype\s*\/Image/.test(dict)) return null;
  if (!/\/Filter\s*(\/DCTDecode|\[\s*\/DCTDecode\s*\])/.test(dict)) return null;
  const text = latin1(pdf);
  const head = text.search(new RegExp(`(?:^|[\\r\\n\\s])${num}\\s+${gen}\\s+obj\\b`));
  const streamAt = text.indexOf('stream', head + dict.length - 1);
  let from = streamAt + 'stream'.length;
  if (text[from] === '\r') from++;
  if (text[from] === '\n') from++;
  const to = text.indexOf('endstream', from);
  if (streamAt < 0 || to < 0) return null;
  const bytes = pdf.subarray(from, to);
  // A JPEG starts FF D8 and ends FF D9 (the stream may end with a line break after it).
  const last = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || last < 0) return null;
  return bytes.subarray(0, last + 2);
}

const texts = new WeakMap<Buffer, string>();
/** The file as one latin1 string (a byte a character), made once per buffer. */
function latin1(pdf: Buffer): string {
  let text = texts.get(pdf);
  if (text === undefined) {
    text = pdf.toString('latin1');
    texts.set(pdf, text);
  }
  return text;
}
