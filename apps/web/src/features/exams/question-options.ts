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

function parseOptionType(optionType: string | null | undefined): unknown {
  if (!optionType) return null;
  try {
    return JSON.parse(optionType);
  } catch {
    return null;
  }
}

/**
 * The options of a question with their letters (A to K, at most 11) and whether each one is an
 * image. `optionType` is SPEC.md's JSON text mapping an option to 'image': keyed by the option's
 * index, its letter or its text, or an array of types in option order.
 */
export function optionViews(
  options: readonly string[] | null | undefined,
  optionType?: string | null,
): OptionView[] {
  const types = parseOptionType(optionType);
  const imageAt = (index: number, letter: string, text: string): boolean => {
    if (Array.isArray(types)) return types[index] === 'image';
    if (!types || typeof types !== 'object') return false;
    const map = types as Record<string, unknown>;
    return [String(index), letter, text].some((key) => map[key] === 'image');
  };
  return (options ?? []).slice(0, MAX_OPTIONS).map((text, index) => {
    const letter = OPTION_LETTERS[index]!;
    return { index, letter, text, isImage: imageAt(index, letter, text) };
  });
}
