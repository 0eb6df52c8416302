import type { Translate } from '@lms/browser/i18n';
import type { ItemKind } from '@lms/domain';

/** The words for an item kind in the shown language: "Lecture", "Chapter", "Question solve". */
export function itemKindLabel(t: Translate, kind: ItemKind): string {
  if (kind === 'lecture') return t('Lecture');
  if (kind === 'chapter') return t('Chapter');
  return t('Question solve');
}
