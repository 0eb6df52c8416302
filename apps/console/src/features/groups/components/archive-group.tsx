import { formatTaka } from '@lms/domain';
import type { GroupArchiveImpact } from '@lms/domain/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useArchiveGroup, useGroupArchiveImpact } from '../api/groups-api';
import { ArchiveModal } from './archive-modal';

/** What archiving the group touches, one line each, in the shown language. */
function factsOf(t: ReturnType<typeof useT>['t'], n: ReturnType<typeof useT>['n'], i: GroupArchiveImpact) {
  return [
    t('{{members}} stay in it, with its content and their results.', {
      members: counted(t, 'member', i.members),
    }),
    t('{{exams}} assigned to it ({{open}} not over yet) stay as they are.', {
      exams: counted(t, 'exam', i.examsAssigned),
      open: n(String(i.examsNotOver)),
    }),
    i.membersOwing > 0
      ? t('{{students}} owe {{amount}} in all: their dues stay collectable.', {
          students: counted(t, 'student', i.membersOwing),
          amount: n(formatTaka(i.owedPaisa)),
        })
      : t('No member owes fees.'),
    t('It leaves the group lists of notices, exams and admissions.'),
  ];
}

/**
 * Archives the group after a dialog that says what it touches (members, exams assigned, dues), or
 * brings an archived group back at once.
 */
export function ArchiveGroup({
  groupId,
  name,
  archived,
}: {
  groupId: string;
  name: string;
  archived: boolean;
}) {
  const { t, n } = useT();
  const { message } = App.useApp();
  const [asking, setAsking] = useState(false);
  const impact = useGroupArchiveImpact(asking ? groupId : null);
  const archive = useArchiveGroup(groupId);
  const change = useSubmitGuard((to: boolean) =>
    archive.mutateAsync(to).then(
      () => {
        message.success(
          to ? t('Group {{name}} archived', { name }) : t('Group {{name}} is in use again', { name }),
        );
        setAsking(false);
      },
      (error: unknown) => {
        if (!to) message.error(errorText(error));
      },
    ),
  );
  if (archived)
    return (
      <Button loading={change.busy} onClick={() => change.submit(false)}>
        {t('Bring back')}
      </Button>
    );
  return (
    <>
      <Button danger onClick={() => setAsking(true)}>
        {t('Archive')}
      </Button>
      <ArchiveModal
        open={asking}
        title={t('Archive group {{name}}?', { name })}
        facts={impact.data ? factsOf(t, n, impact.data) : undefined}
        pending={change.busy}
        error={archive.error ?? impact.error}
        onArchive={() => change.submit(true)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
