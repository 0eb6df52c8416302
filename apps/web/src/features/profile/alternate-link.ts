/**
 * The alternate exam link as a clickable address: `https://` is put in front when the
 * stored link has no http(s) scheme. Empty stays empty.
 */
export function withHttpsPrefix(link: string | null | undefined): string {
  const trimmed = (link ?? '').trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}
