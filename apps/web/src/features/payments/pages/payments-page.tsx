import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { DuesList, ReceiptsList } from '../../../components/fees/fees-lists';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { PayOnline } from '../../../components/pay-online';
import { downloadReceipt } from '../../../lib/download-receipt';
import { useMyFees } from '../../../lib/endpoints/get-my-fees';
import { useT } from '../../../lib/i18n/use-t';
import { money } from '../../../lib/money';

/** Payments: what the student owes (each due and instalment), and their receipts to download. */
export function PaymentsPage() {
  const { t, language } = useT();
  const fees = useMyFees();
  if (fees.isPending)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
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
        <DuesList
          dues={dues}
          payAction={(d) => (
            <PayOnline
              courseId={d.courseId}
              dueRef={d._id}
              amountPaisa={d.openPaisa}
              label={t('Pay')}
              type="default"
              size="small"
            />
          )}
        />
        <ReceiptsList receipts={receipts} onDownload={(r) => downloadReceipt(r, language)} />
      </Flex>
    </>
  );
}
