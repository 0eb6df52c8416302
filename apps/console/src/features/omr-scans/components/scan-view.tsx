import type { OmrScanView, OmrSheetRead } from '@lms/domain/contract';
import { Alert, Flex, Progress, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useOmrScan } from '../api/omr-scans-api';
import { SheetList } from './sheet-list';
import { StateTag } from './state-tag';

function ScanProgress({ scan }: { scan: OmrScanView }) {
  const { t, n } = useT();
  const total = scan.pagesTotal;
  return (
    <Flex vertical gap={4} role="status">
      <Typography.Text>
        {total === null
          ? t('Opening the files…')
          : t('Reading: {{done}} of {{total}} pages', {
              done: n(String(scan.pagesDone)),
              total: n(String(total)),
            })}
      </Typography.Text>
      <Progress percent={total ? Math.floor((100 * scan.pagesDone) / total) : 0} status="active" />
    </Flex>
  );
}

/**
 * One read: its progress while queued or running (asked again until it ends), why it failed, or its
 * sheets. `actions` and `toolbar` pass to the sheet list (the review's place).
 */
export function ScanView({
  examId,
  scanId,
  actions,
  toolbar,
}: {
  examId: string;
  scanId: string;
  actions?: (sheet: OmrSheetRead) => ReactNode;
  toolbar?: (shown: { clean: OmrSheetRead[] }) => ReactNode;
}) {
  const { t, n } = useT();
  const scan = useOmrScan(examId, scanId);
  if (scan.error) return <ErrorAlert error={scan.error} />;
  if (!scan.data) return <Spin />;
  const data = scan.data;
  return (
    <Flex vertical gap={12} component="section" aria-label={t('The read')}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {data.source === 'csv' ? t('CSV import') : t('Scan read')} · {n(formatWhen.dayTime(data.createdAt))}
        </Typography.Title>
        <StateTag state={data.state} />
        {data.source === 'csv' ? <Tag>{t('CSV')}</Tag> : null}
      </Flex>
      {data.state === 'queued' || data.state === 'running' ? <ScanProgress scan={data} /> : null}
      {data.state === 'failed' ? (
        <Alert type="error" showIcon title={t('The read failed')} description={data.error ?? undefined} />
      ) : null}
      {data.sheets.length > 0 || data.state === 'done' ? (
        <SheetList sheets={data.sheets} actions={actions} toolbar={toolbar} />
      ) : null}
    </Flex>
  );
}
