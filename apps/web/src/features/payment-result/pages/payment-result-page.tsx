import { PAYMENT_STATUSES, type PaymentStatus, paisaToTaka } from '@lms/domain';
import { Button, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n/use-t';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { usePayment } from '../api/get-payment';

type Shown = PaymentStatus | 'unknown';

const statusOf = (value: string | null | undefined): Shown =>
  PAYMENT_STATUSES.find((s) => s === value) ?? 'unknown';

/**
 * `/payments/result?order=&status=`: where the gateways' returns land. The order's status is read from
 * the server (the address alone proves nothing), and asked again while it is pending.
 */
export function PaymentResultPage() {
  const { t, n } = useT();
  const navigate = useAppNavigate();
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const payment = usePayment(orderId);
  if (orderId && payment.isPending)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
      </div>
    );
  const status: Shown = payment.data
    ? payment.data.status
    : orderId
      ? 'unknown'
      : statusOf(search.get('status'));
  const amount = payment.data ? `${n(paisaToTaka(payment.data.amountPaisa))} ${payment.data.currency}` : '';
  const texts: Record<
    Shown,
    { kind: 'success' | 'error' | 'warning' | 'info'; title: string; text: string }
  > = {
    paid: {
      kind: 'success',
      title: t('Payment successful'),
      text: t('{{amount}} was paid. Your receipt is on the Payments page.', { amount }),
    },
    pending: {
      kind: 'info',
      title: t('Confirming your payment'),
      text: t('We are waiting for the gateway to confirm. This page updates by itself.'),
    },
    failed: {
      kind: 'error',
      title: t('Payment failed'),
      text: t('Nothing was charged. You can try again.'),
    },
    cancelled: {
      kind: 'warning',
      title: t('Payment cancelled'),
      text: t('You cancelled the payment. Nothing was charged.'),
    },
    held: {
      kind: 'warning',
      title: t('Payment under review'),
      text: t('The institute will check this payment and contact you. Please do not pay again.'),
    },
    refund: {
      kind: 'warning',
      title: t('Payment to be refunded'),
      text: t(
        'The institute will give this payment back to you. Please contact the office if you have questions.',
      ),
    },
    refunded: {
      kind: 'info',
      title: t('Payment refunded'),
      text: t('The institute has given this payment back to you through the gateway.'),
    },
    refund_failed: {
      kind: 'warning',
      title: t('Payment to be refunded'),
      text: t(
        'The institute will give this payment back to you. Please contact the office if you have questions.',
      ),
    },
    unknown: {
      kind: 'error',
      title: t('Payment not found'),
      text: t('We could not find this payment. If money was taken, please contact the office.'),
    },
  };
  const shown = texts[status];
  return (
    <Result
      status={shown.kind}
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{shown.title}</h1>}
      subTitle={
        <>
          <div>{shown.text}</div>
          {payment.data && (
            <div style={{ marginTop: 8 }}>
              {t('Invoice')}: {payment.data.invoice}
              {payment.data.gatewayTrxId ? ` · ${t('Transaction')}: ${payment.data.gatewayTrxId}` : ''}
            </div>
          )}
        </>
      }
      extra={[
        ...(status === 'paid'
          ? [
              <Button key="receipt" type="primary" onClick={() => navigate('/payments')}>
                {t('See your receipt')}
              </Button>,
            ]
          : []),
        <Button key="back" type={status === 'paid' ? 'default' : 'primary'} onClick={() => navigate('/')}>
          {t('Back to My Courses')}
        </Button>,
      ]}
    />
  );
}
