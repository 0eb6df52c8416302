/**
 * The option texts an edit renamed, as `[before, after]` pairs. Answers to MCQ and checkbox questions
 * name options by their text, so a stored answer must follow a rename, or a right answer turns wrong.
 * An option counts as renamed when, at the same position, its old text is gone from the new list and
 * its new text is not one of the old ones: moving options around, adding or removing them renames none
 * (a chosen option that was removed stays as it was: it matches nothing any more).
 */
export function optionRenames(before: readonly string[], after: readonly string[]): [string, string][] {
  const oldTexts = new Set(before);
  const newTexts = new Set(after);
  const renames: [string, string][] = [];
  for (let index = 0; index < Math.min(before.length, after.length); index++) {
    const was = before[index]!;
    const is = after[index]!;
    if (was !== is && !newTexts.has(was) && !oldTexts.has(is)) renames.push([was, is]);
  }
  return renames;
}
