/** How dark one bubble's inside was: 0 = the paper around it, 1 = black. */
export interface SampledBubble {
  label: string;
  darkness: number;
}

/** Bubbles read together: one roll column, the set codes, or one question's options. */
export interface BubbleGroup {
  bubbles: SampledBubble[];
}

/** What a bubble was taken to be. `unsure`: between an erased mark and a light one; read as not marked. */
export type BubbleState = 'marked' | 'unsure' | 'empty';

/** The decision for one group, in the group's order. */
export interface GroupDecision {
  states: BubbleState[];
  /** 0 when a bubble sits in the unsure band, 1 when every bubble is well clear of it. */
  confidence: number;
}

/**
 * The thresholds, as a share of the sheet's own span from an empty bubble to a typical firm mark. A
 * light mark is about half a firm one; an erased one keeps well under a quarter of it.
 */
export const MARKED_FROM = 0.38;
export const UNSURE_FROM = 0.22;
/** Below this absolute darkness over the empty level nothing counts as a mark (a sheet with no marks). */
const LEAST_MARK = 0.12;

/** The sheet's empty level and its span to a firm mark, from every bubble on it. */
export function sheetLevels(groups: BubbleGroup[]): { empty: number; span: number } {
  const all = groups.flatMap((g) => g.bubbles.map((b) => b.darkness)).sort((a, b) => a - b);
  const empty = all[Math.floor(all.length / 2)] ?? 0;
  const marks = all.filter((d) => d - empty > 0.15);
  // A firm mark's darkness: the upper quartile of what looks marked (light and erased marks sit below
  // it); with hardly any marks, a typical pencil mark.
  const firm = marks.length >= 3 ? marks[Math.floor(marks.length * 0.75)]! : empty + 0.6;
  return { empty, span: Math.max(firm - empty, 0.3) };
}

/**
 * Decides each bubble of a group against the sheet's levels and its neighbours: the group's own empty
 * level is its lightest bubble (a smudge or shadow over a row lifts the whole row), never above the
 * sheet's; a bubble in the unsure band beside a firm mark in the same group is an answer rubbed out and
 * changed, so it is read as empty without doubt.
 */
export function decideGroup(group: BubbleGroup, levels: { empty: number; span: number }): GroupDecision {
  const ds = group.bubbles.map((b) => b.darkness);
  const localEmpty = Math.min(Math.min(...ds), levels.empty + 0.08);
  const r = ds.map((d) =>
    d - localEmpty < LEAST_MARK ? Math.min(0, d - localEmpty) : (d - localEmpty) / levels.span,
  );
  const strongest = Math.max(...r);
  let confidence = 1;
  const states = r.map((v): BubbleState => {
    if (v >= MARKED_FROM) {
      confidence = Math.min(confidence, (v - MARKED_FROM) / 0.15);
      return 'marked';
    }
    if (v >= UNSURE_FROM) {
      if (strongest >= 0.8 && v < strongest * 0.5) return 'empty';
      confidence = 0;
      return 'unsure';
    }
    confidence = Math.min(confidence, (UNSURE_FROM - v) / 0.15);
    return 'empty';
  });
  return { states, confidence: Math.max(0, Math.min(1, confidence)) };
}
