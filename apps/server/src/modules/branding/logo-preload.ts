/**
 * The `Link` header that has the browser fetch the institute's logo together with the student app's
 * HTML, or null when the address cannot be written into a header safely. The sign-in page's largest
 * picture is the logo: without this the browser learns its address only once `/api/branding` has
 * answered (HTML, then the branding, then the picture); with it the picture is asked for at once.
 * Staff type the address in Branding: it is percent-encoded as the browser would send it (letters
 * outside ASCII, spaces, quotes, angle brackets, control characters), and one that still holds a
 * comma or a semicolon (which a `Link` value reads as its own separators) gets no preload.
 */
export function logoPreloadLink(logoUrl: string): string | null {
  const url = logoUrl.trim();
  if (url === '' || url.length > 500) return null;
  let encoded: string;
  try {
    encoded = encodeURI(url);
  } catch {
    return null;
  }
  // Only web addresses and paths: no data:, javascript: or other schemes in a preload.
  if (!/^(https?:\/\/|\/)/i.test(encoded) || encoded.startsWith('//')) return null;
  if (/[,;]/.test(encoded)) return null;
  return `<${encoded}>; rel=preload; as=image; fetchpriority=high`;
}
