import { Button, Flex, Modal, Spin, Table } from 'antd';
import { counted } from '../../../components/count-text';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useAbsentStudents, useAllResults } from '../api/results-api';
import { SatCell } from './sat-cell';

// Printing shows the merit list alone: everything else on the page is hidden on paper.
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  .merit-print, .merit-print * { visibility: visible !important; }
  .merit-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .merit-print .no-print { display: none !important; }
  .merit-print table { font-size: 11pt; }
  .merit-print tr { break-inside: avoid; }
}`;

/** A line of the printed list: a scored result, or an absent student (no position, no figures). */
interface PrintRow {
  key: string;
  rank: number | null;
  name: string;
  sid: string;
  groupName: string;
  branchName: string | null;
  marksObtained: number | null;
  totalMarks: number | null;
  passed: boolean | null;
  absent: boolean;
  /** Paper or online (absent students: none). */
  source?: 'online' | 'paper' | null;
  bothPaperAndOnline?: boolean;
}

/**
 * The printable merit list of the exam (one group, or all): position, name, roll, group, branch, marks,
 * the results best first and then, as in the merit CSV, the absent students by name marked Absent.
 */
export function MeritPrint({
  examId,
  title,
  groupId,
  open,
  onClose,
}: {
  examId: string;
  title: string;
  groupId: string | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t, n } = useT();
  const all = useAllResults(examId, groupId, open);
  const absent = useAbsentStudents(examId, groupId, open);
  const rows: PrintRow[] = [
    ...(all.data ?? []).map((r) => ({ ...r, key: r._id, absent: false })),
    ...(absent.data ?? []).map((r) => ({ ...r, key: `absent-${r.studentId}`, rank: null, absent: true })),
  ];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width="min(900px, 100vw)"
      title={t('Merit list')}
      destroyOnHidden
    >
      <style>{PRINT_CSS}</style>
      <div className="merit-print">
        <Flex justify="space-between" align="center" className="no-print" style={{ marginBottom: 12 }}>
          <span>
            {counted(t, 'result', all.data?.length ?? 0)}
            {absent.data?.length ? ` · ${t('Absent')}: ${n(absent.data.length)}` : null}
          </span>
          <Button type="primary" onClick={() => window.print()}>
            {t('Print')}
          </Button>
        </Flex>
        <h2 style={{ marginTop: 0 }}>{t('{{exam}}: merit list', { exam: title })}</h2>

        <ErrorAlert error={all.error ?? absent.error} />
        {all.isPending || absent.isPending ? (
          <Spin />
        ) : (
          <Table
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={rows}
            columns={[
              {
                title: t('Position'),
                dataIndex: 'rank',
                render: (rank: number | null, r: PrintRow) => (r.absent ? '' : (rank ?? '–')),
              },
              { title: t('Name'), dataIndex: 'name' },
              { title: t('Roll'), dataIndex: 'sid' },
              {
                title: t('Sat'),
                key: 'source',
                render: (_: unknown, r: PrintRow) => (
                  <SatCell
                    source={r.absent ? null : (r.source ?? null)}
                    both={r.bothPaperAndOnline ?? false}
                  />
                ),
              },
              { title: t('Group'), dataIndex: 'groupName' },
              { title: t('Branch'), dataIndex: 'branchName', render: (b: string | null) => b ?? '' },
              {
                title: t('Marks'),
                key: 'marks',
                render: (_: unknown, r: PrintRow) =>
                  r.absent ? '' : `${r.marksObtained ?? '–'} / ${r.totalMarks ?? '–'}`,
              },
              {
                title: t('Result'),
                key: 'result',
                render: (_: unknown, r: PrintRow) =>
                  r.absent ? t('Absent') : r.passed ? t('Passed') : t('Failed'),
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}
