/** Playback speeds of the video player. */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** Seconds the skip buttons and a double click jump. */
export const SKIP_SECONDS = 10;
/** Two clicks closer than this (ms) are a double click that skips. */
export const DOUBLE_CLICK_MS = 300;
/** Share of a video watched that marks it complete. */
export const COMPLETION_RATIO = 0.8;
/** How often the player refreshes its access token (ms). */
export const VIDEO_TOKEN_REFRESH_MS = 9_000;
/** How often the username + sid watermark moves (ms). */
export const WATERMARK_MOVE_MS = 5_000;
/** Ratings are half stars from 0 to this. */
export const RATING_MAX = 5;

/** The item kinds of a subject, as routes name them. */
export const ITEM_KINDS = ['lecture', 'chapter', 'question-solve'] as const;
/** One item kind. */
export type ItemKind = (typeof ITEM_KINDS)[number];

/** True when `value` is a rating the product takes: a whole or half star from 0 to 5. */
export function isHalfStarRating(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= RATING_MAX && Number.isInteger(value * 2);
}

/** A rating average as shown: one decimal out of 5, or 'No ratings yet'. */
export function formatRating(average: number, total: number): string {
  return total > 0 ? `${average.toFixed(1)} / ${RATING_MAX}` : 'No ratings yet';
}

/** True once `position` seconds of `duration` reach the completion share. */
export function reachedCompletion(position: number, duration: number): boolean {
  return duration > 0 && Number.isFinite(duration) && position / duration >= COMPLETION_RATIO;
}

/** True when `value` names an item kind. */
export function isItemKind(value: string | undefined): value is ItemKind {
  return (ITEM_KINDS as readonly string[]).includes(value ?? '');
}

/** Where a video or note stands for students: hidden, published for a later time, or out. */
export type ReleaseState = 'draft' | 'scheduled' | 'published';

/** What decides a video's or note's release: the publish switch and the time it goes out (null: at once). */
export interface Release {
  isPublished: boolean;
  releaseAt: Date | string | null;
}

/**
 * A video's or note's release at `now`: unpublished is a draft; published with a release time still
 * ahead is scheduled (students neither see it nor get its file or video token until then).
 */
export function releaseState(release: Release, now: Date): ReleaseState {
  if (!release.isPublished) return 'draft';
  if (release.releaseAt === null) return 'published';
  return new Date(release.releaseAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** True when students see the video or note at `now`. */
export function isReleased(release: Release, now: Date): boolean {
  return releaseState(release, now) === 'published';
}
