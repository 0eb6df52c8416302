/**
 * Adds the current access token to a request of our HLS route (playlists and segments), replacing
 * an older one; other addresses (a licence server, a CDN) are left alone.
 */
export function withAccessToken(uri: string, token: string, base: string): string {
  let url: URL;
  try {
    url = new URL(uri, base);
  } catch {
    return uri;
  }
  if (!url.pathname.includes('/hls/')) return uri;
  url.searchParams.set('token', token);
  return url.toString();
}
