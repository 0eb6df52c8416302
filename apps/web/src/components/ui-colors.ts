/**
 * antd's default neutral colours, for the few plain elements of the signed-out screens (reading
 * them through theme.useToken would pull antd's whole theme module into the first page).
 * The institute's primary colour is the CSS variable `--brand-primary`, set by the providers.
 */
export const uiColors = {
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  error: '#ff4d4f',
  border: '#f0f0f0',
  background: '#ffffff',
  primary: 'var(--brand-primary, #1677ff)',
} as const;
