import { formatTaka } from '@lms/domain';
import type { BranchArchiveImpact, BranchView } from '@lms/domain/contract';
import { App } from 'antd';
import { counted } from '../../../components/count-text';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';
import { useBranchArchiveImpact, useBranchMutations } from '../api/groups-api';
import { ArchiveModal } from './archive-modal';

/** What archiving the branch touches, one line each, in the shown language. */
function factsOf(t: ReturnType<typeof useT>['t'], n: ReturnType<typeof useT>['n'], i: BranchArchiveImpact) {
  return [
    t('{{students}} active.', { students: counted(t, 'student', i.activeStudents) }),
    t('{{students}} deactivated: they keep the branch on their record.', {
      students: counted(t, 'student', i.inactiveStudents),
    }),
    i.studentsOwing > 0
      ? t('{{students}} owe {{amount}} in all: their dues stay collectable.', {
          students: counted(t, 'student', i.studentsOwing),
          amount: n(formatTaka(i.owedPaisa)),
        })
      : t('No student of it owes fees.'),
    t('It leaves the branch lists of admissions and students.'),
  ];
}

/**
 * Asks before archiving a branch, with what it touches; a branch with active students cannot be
 * archived (an office moves or deactivates them first), which the dialog says.
 */
export function ArchiveBranchModal({ branch, onClose }: { branch: BranchView | null; onClose: () => void }) {
  const { t, n } = useT();
  const { message } = App.useApp();
  const impact = useBranchArchiveImpact(branch?._id ?? null);
  const { archive } = useBranchMutations();
  const run = useSubmitGuard(async () => {
    if (!branch) return;
    try {
      await archive.mutateAsync({ branchId: branch._id, archived: true });
    } catch {
      return; // the dialog shows the error
    }
    message.success(t('Branch {{name}} archived', { name: branch.name }));
    onClose();
  });
  const active = impact.data?.activeStudents ?? 0;
  return (
    <ArchiveModal
      open={branch !== null}
      title={t('Archive branch {{name}}?', { name: branch?.name ?? '' })}
      facts={impact.data ? factsOf(t, n, impact.data) : undefined}
      blocked={
        active > 0
          ? t('Move its {{students}} to another branch, or deactivate them, first.', {
              students: counted(t, 'student', active),
            })
          : undefined
      }
      pending={run.busy}
      error={archive.error ?? impact.error}
      onArchive={() => run.submit()}
      onClose={() => {
        archive.reset();
        onClose();
      }}
    />
  );
}
