import type { Translate } from '@lms/browser/i18n';
import type { PaymentStatus } from '@lms/domain';
import { Tag } from 'antd';

const COLOURS: Record<PaymentStatus, string> = {
  pending: 'processing',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  held: 'warning',
  refund: 'magenta',
  refunded: 'purple',
  refund_failed: 'volcano',
};

/** The words of each order status, in the shown language. */
export const statusLabels = (t: Translate): Record<PaymentStatus, string> => ({
  pending: t('Pending'),
  paid: t('Paid'),
  failed: t('Failed'),
  cancelled: t('Cancelled'),
  held: t('Held for review'),
  refund: t('To be refunded'),
  refunded: t('Refunded'),
  refund_failed: t('Refund failed'),
});

/** An order's status as a coloured tag. */
export function PaymentStatusTag({ status, t }: { status: PaymentStatus; t: Translate }) {
  return <Tag color={COLOURS[status]}>{statusLabels(t)[status]}</Tag>;
}
