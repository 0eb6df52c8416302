import type { Translate } from '@lms/browser/i18n';
import type { BulkOutcome } from '@lms/domain/contract';
import { counted, countText } from '../../../components/count-text';

/** What a bulk action did, in a sentence: "412 students added to HSC-25 Morning; 3 were already in it". */
export function bulkOutcomeText(t: Translate, outcome: BulkOutcome): string {
  const values = { students: counted(t, 'student', outcome.changed), group: outcome.groupName ?? '' };
  const n = outcome.unchanged;
  const [head, rest] = ((): [string, string] => {
    switch (outcome.action) {
      case 'addToGroup':
        return [
          t('{{students}} added to {{group}}', values),
          countText(t, n, ['{{count}} was already in it', '{{count}} were already in it']),
        ];
      case 'removeFromGroup':
        return [
          t('{{students}} removed from {{group}}', values),
          countText(t, n, ['{{count}} was not in it', '{{count}} were not in it']),
        ];
      case 'deactivate':
        return [
          t('{{students}} deactivated', values),
          countText(t, n, ['{{count}} was already deactivated', '{{count}} were already deactivated']),
        ];
      case 'reactivate':
        return [
          t('{{students}} reactivated', values),
          countText(t, n, ['{{count}} was already active', '{{count}} were already active']),
        ];
    }
  })();
  return n ? `${head}; ${rest}` : head;
}
