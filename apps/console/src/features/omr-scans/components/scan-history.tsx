import type { OmrScanSummary } from '@lms/domain/contract';
import { Button, Table, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useOmrScans } from '../api/omr-scans-api';
import { StateTag } from './state-tag';

/** The exam's earlier reads and imports, newest first; a row opens that read. */
export function ScanHistory({
  examId,
  openId,
  onOpen,
}: {
  examId: string;
  openId: string | null;
  onOpen: (scanId: string) => void;
}) {
  const { t, n } = useT();
  const scans = useOmrScans(examId);
  if (scans.error) return <ErrorAlert error={scans.error} />;
  return (
    <Table<OmrScanSummary>
      rowKey="_id"
      size="small"
      loading={scans.isPending}
      dataSource={scans.data ?? []}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 640 }}
      columns={[
        { title: t('When'), dataIndex: 'createdAt', render: (at: string) => n(formatWhen.dayTime(at)) },
        {
          title: t('From'),
          dataIndex: 'source',
          render: (source: OmrScanSummary['source']) => (source === 'csv' ? t('CSV import') : t('Scans')),
        },
        {
          title: t('State'),
          dataIndex: 'state',
          render: (state: OmrScanSummary['state']) => <StateTag state={state} />,
        },
        {
          title: t('Pages'),
          key: 'pages',
          render: (_, s) => n(s.pagesTotal === null ? '–' : `${s.pagesDone}/${s.pagesTotal}`),
        },
        {
          title: t('With problems'),
          dataIndex: 'sheetsWithProblems',
          render: (count: number) => n(String(count)),
        },
        {
          title: '',
          key: 'open',
          render: (_, s) =>
            s._id === openId ? (
              <Typography.Text type="secondary">{t('Shown above')}</Typography.Text>
            ) : (
              <Button size="small" onClick={() => onOpen(s._id)}>
                {t('Open')}
              </Button>
            ),
        },
      ]}
    />
  );
}
