import { MAX_OPTIONS, OPTION_LETTERS } from '@lms/domain';

/** One option as a question shows it. */
export interface OptionView {
  /** Display index. */
  index: number;
  /** A to K. */
  letter: string;
  /** The option's text, or its image key when `isImage`. */
  text: string;
  isImage: boolean;
}

/** The shown indexes `optionType` marks as images; none when it is missing or broken. */
function imageIndexes(optionType: string | null | undefined): Set<number> {
  let types: unknown = null;
  try {
    types = optionType ? JSON.parse(optionType) : null;
  } catch {
    types = null;
  }
  if (!types || typeof types !== 'object' || Array.isArray(types)) return new Set();
  return new Set(
    Object.entries(types as Record<string, unknown>).flatMap(([key, type]) =>
      type === 'image' && /^\d+$/.test(key) ? [Number(key)] : [],
    ),
  );
}

/**
 * The options of a question with their letters (A to K, at most 11) and whether each one is an
 * image. `optionType` is the contract's JSON text mapping an option, by its index in `options`, to
 * 'image' (`{"1":"image"}`).
 */
export function optionViews(
  options: readonly string[] | null | undefined,
  optionType?: string | null,
): OptionView[] {
  const images = imageIndexes(optionType);
  return (options ?? []).slice(0, MAX_OPTIONS).map((text, index) => ({
    index,
    letter: OPTION_LETTERS[index]!,
    text,
    isImage: images.has(index),
  }));
}
