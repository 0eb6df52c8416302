import { Button, Flex, Modal, Spin, Table } from 'antd';
import { counted } from '../../../components/count-text';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';
import { useAllResults } from '../api/results-api';

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

/** The printable merit list of the exam (one group, or all): position, name, roll, group, marks. */
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
  const { t } = useT();
  const all = useAllResults(examId, groupId, open);
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
          <span>{counted(t, 'result', all.data?.length ?? 0)}</span>
          <Button type="primary" onClick={() => window.print()}>
            {t('Print')}
          </Button>
        </Flex>
        <h2 style={{ marginTop: 0 }}>{t('{{exam}}: merit list', { exam: title })}</h2>

        <ErrorAlert error={all.error} />
        {all.isPending ? (
          <Spin />
        ) : (
          <Table
            rowKey="_id"
            size="small"
            pagination={false}
            dataSource={all.data}
            columns={[
              { title: t('Position'), dataIndex: 'rank', render: (r: number | null) => r ?? '–' },
              { title: t('Name'), dataIndex: 'name' },
              { title: t('Roll'), dataIndex: 'sid' },
              { title: t('Group'), dataIndex: 'groupName' },
              {
                title: t('Marks'),
                key: 'marks',
                render: (_: unknown, r: { marksObtained: number | null; totalMarks: number | null }) =>
                  `${r.marksObtained ?? '–'} / ${r.totalMarks ?? '–'}`,
              },
              {
                title: t('Result'),
                dataIndex: 'passed',
                render: (p: boolean | null) => (p ? t('Passed') : t('Failed')),
              },
            ]}
          />
        )}
      </div>
    </Modal>
  );
}
