import type { DueView, ReceiptView } from '@lms/domain/contract';
import { Button, Flex, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { dayMonth, money } from '../../lib/money';
import { showApiError } from '../../lib/show-api-error';

/**
 * Each due and instalment: what is open, or Paid, with its day and how late it is. `payAction` puts a
 * control (the student's Pay button) beside an open due; the guardian's read-only view has none.
 */
export function DuesList({ dues, payAction }: { dues: DueView[]; payAction?: (due: DueView) => ReactNode }) {
  const { t, n, language } = useT();
  return (
    <List<DueView>
      header={<Typography.Text strong>{t('Dues and instalments')}</Typography.Text>}
      dataSource={dues}
      locale={{ emptyText: t('Nothing is due.') }}
      renderItem={(d) => (
        <List.Item>
          <Flex vertical style={{ width: '100%' }}>
            <Flex justify="space-between" gap={8}>
              <Typography.Text>
                {d.courseName}: {d.label}
              </Typography.Text>
              {d.openPaisa === 0 ? (
                <Tag color="green">{t('Paid')}</Tag>
              ) : (
                <Flex gap={8} align="center">
                  <Typography.Text strong>{money(d.openPaisa, language)}</Typography.Text>
                  {payAction?.(d)}
                </Flex>
              )}
            </Flex>
            <Typography.Text type="secondary">
              {t('Due on {{day}}', { day: n(dayMonth(d.dueOn)) })}
              {d.overdueDays > 0 && ` · ${t('{{days}} days overdue', { days: n(d.overdueDays) })}`}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}

/** The receipts, newest first, each with its PDF (a voided one has none). */
export function ReceiptsList({
  receipts,
  onDownload,
}: {
  receipts: ReceiptView[];
  onDownload: (receipt: ReceiptView) => Promise<void>;
}) {
  const { t, n, language } = useT();
  return (
    <List<ReceiptView>
      header={<Typography.Text strong>{t('Receipts')}</Typography.Text>}
      dataSource={[...receipts].reverse()}
      locale={{ emptyText: t('No payments yet.') }}
      renderItem={(r) => (
        <List.Item
          actions={[
            <Button
              key="pdf"
              size="small"
              disabled={r.voided}
              onClick={() => onDownload(r).catch(showApiError)}
            >
              {t('Receipt PDF')}
            </Button>,
          ]}
        >
          <Flex vertical>
            <Typography.Text>
              {r.serial} {r.voided && <Tag color="red">{t('Void')}</Tag>}
            </Typography.Text>
            <Typography.Text type="secondary">
              {n(dayMonth(r.receivedAt))} · {money(r.amountPaisa, language)}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}
