import type { DueView, ReceiptView } from '@lms/domain/contract';
import { Alert, Button, Card, Flex, List, Spin, Tag, Typography } from 'antd';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { PayOnline } from '../../../components/pay-online';
import { useMyFees } from '../../../lib/endpoints/get-my-fees';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { downloadReceipt } from '../api/download-receipt';
import { dayMonth, money } from '../components/money';

/** Payments: what the student owes (each due and instalment), and their receipts to download. */
export function PaymentsPage() {
  const { t, n, language } = useT();
  const fees = useMyFees();
  if (fees.isPending)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin size="large" aria-label={t('Loading')} />
      </div>
    );
  if (fees.isError) return <LoadError onRetry={() => void fees.refetch()} />;
  const { dues, receipts, duePaisa, creditPaisa, hold } = fees.data;
  // The oldest open due: what "Pay online" pays (each due has its own Pay button too).
  const firstOpen = dues.find((d) => d.openPaisa > 0);
  return (
    <>
      <PageTitle title={t('Payments')} />
      <Flex vertical gap={16}>
        {hold && <Alert type="warning" showIcon title={hold} />}
        <Card size="small">
          <Typography.Text strong>
            {t('You owe')}: {money(duePaisa, language)}
          </Typography.Text>
          {creditPaisa > 0 && (
            <Typography.Paragraph style={{ margin: 0 }}>
              {t('Paid in advance')}: {money(creditPaisa, language)}
            </Typography.Paragraph>
          )}
          {firstOpen && (
            <Flex vertical gap={4} style={{ marginTop: 8 }}>
              <PayOnline
                courseId={firstOpen.courseId}
                dueRef={firstOpen._id}
                amountPaisa={firstOpen.openPaisa}
                label={t('Pay online')}
              />
              <Typography.Text type="secondary">
                {t('Pays {{due}} by bKash, card or bank. You can also pay at the office.', {
                  due: `${firstOpen.courseName}: ${firstOpen.label}`,
                })}
              </Typography.Text>
            </Flex>
          )}
        </Card>
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
                      <PayOnline
                        courseId={d.courseId}
                        dueRef={d._id}
                        amountPaisa={d.openPaisa}
                        label={t('Pay')}
                        type="default"
                        size="small"
                      />
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
                  onClick={() => downloadReceipt(r, language).catch(showApiError)}
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
      </Flex>
    </>
  );
}
