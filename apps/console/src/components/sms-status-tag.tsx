import type { SmsMessageView } from '@lms/domain/contract';
import { Tag } from 'antd';
import { useT } from '../lib/i18n/use-t';

const STATUS_COLOURS = { queued: 'default', sending: 'processing', sent: 'green', failed: 'red' } as const;

/** A message's state in a delivery log: queued, sending, sent or failed. */
export function SmsStatusTag({ status }: { status: SmsMessageView['status'] }) {
  const { t } = useT();
  const text = { queued: t('Queued'), sending: t('Sending'), sent: t('Sent'), failed: t('Failed') };
  return <Tag color={STATUS_COLOURS[status]}>{text[status]}</Tag>;
}
