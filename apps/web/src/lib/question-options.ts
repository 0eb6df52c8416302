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

/** The option values and shown indexes `optionType` marks as images; none when it is missing or broken. */
function imageMarks(optionType: string | null | undefined): Set<string> {
  let types: unknown = null;
  try {
    types = optionType ? JSON.parse(optionType) : null;
  } catch {
    types = null;
  }
  if (!types || typeof types !== 'object' || Array.isArray(types)) return new Set();
  return new Set(
    Object.entries(types as Record<string, unknown>).flatMap(([key, type]) =>
      type === 'image' ? [key] : [],
    ),
  );
}

/**
 * The options of a question with their letters (A to K, at most 11) and whether each one is an
 * image. `optionType` is the contract's JSON text marking image options with 'image', keyed by the
 * option's value (its storage key) and by its index in `options` (`{"uploads/a.png":"image","1":"image"}`).
 */
export function optionViews(
  options: readonly string[] | null | undefined,
  optionType?: string | null,
): OptionView[] {
  const images = imageMarks(optionType);
  return (options ?? []).slice(0, MAX_OPTIONS).map((text, index) => ({
    index,
    letter: OPTION_LETTERS[index]!,
    text,
    isImage: images.has(text) || images.has(String(index)),
  }));
}
