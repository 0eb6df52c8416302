/**
 * The institute's logo address as the page may use it: percent-encoded as the browser would send it
 * (letters outside ASCII, spaces, quotes, angle brackets, control characters), and only a web address
 * or a path on this site (no data:, javascript: or other schemes); null otherwise. Staff type it in
 * Branding.
 */
export function pageLogoAddress(logoUrl: string): string | null {
  const url = logoUrl.trim();
  if (url === '' || url.length > 500) return null;
  let encoded: string;
  try {
    encoded = encodeURI(url);
  } catch {
    return null;
  }
  if (!/^(https?:\/\/|\/)/i.test(encoded) || encoded.startsWith('//')) return null;
  return encoded;
}

/**
 * The `Link` header that has the browser fetch the institute's logo together with the student app's
 * HTML, or null when the address cannot be written into a header safely. The sign-in page's largest
 * picture is the logo: the browser asks for it beside the HTML, not once the page's code has read
 * the branding. An address that holds a comma or a semicolon (which a `Link` value reads as its own
 * separators) gets no preload.
 */
export function logoPreloadLink(logoUrl: string): string | null {
  const address = pageLogoAddress(logoUrl);
  if (!address || /[,;]/.test(address)) return null;
  return `<${address}>; rel=preload; as=image; fetchpriority=high`;
}
