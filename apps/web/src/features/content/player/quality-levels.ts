/** A variant track as the player lists it (the fields used here). */
export interface VariantLike {
  id: number;
  height: number | null;
  bandwidth: number;
}

/** One choice of the quality menu. */
export interface QualityLevel {
  height: number;
  label: string;
  /** The track to select for this height (the highest bandwidth of that height). */
  trackId: number;
}

/** The quality menu's choices, tallest first; empty when the stream has no known heights. */
export function qualityLevels(tracks: readonly VariantLike[]): QualityLevel[] {
  const best = new Map<number, VariantLike>();
  for (const track of tracks) {
    if (!track.height) continue;
    const kept = best.get(track.height);
    if (!kept || track.bandwidth > kept.bandwidth) best.set(track.height, track);
  }
  return [...best.values()]
    .sort((a, b) => (b.height ?? 0) - (a.height ?? 0))
    .map((t) => ({ height: t.height!, label: `${t.height}p`, trackId: t.id }));
}
