/**
 * antd's default neutral colours, for the few plain elements of the signed-out screens (reading
 * them through theme.useToken would pull antd's whole theme module into the first page).
 * The institute's primary colour is the CSS variable `--brand-primary`, set by the providers.
 */
export const uiColors = {
  text: 'rgba(0, 0, 0, 0.88)',
  textSecondary: 'rgba(0, 0, 0, 0.65)',
  // antd's red (#ff4d4f) darkened to 4.5:1 on the page grey (WCAG AA), like the theme's.
  error: '#cc3d3f',
  border: '#f0f0f0',
  background: '#ffffff',
  primary: 'var(--brand-primary, #1677ff)',
} as const;
