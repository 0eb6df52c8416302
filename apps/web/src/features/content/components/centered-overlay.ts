import type { CSSProperties } from 'react';

/** A layer over a box that centres its content (the play mark on a card, the player's spinner). */
export const centeredOverlay: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};
