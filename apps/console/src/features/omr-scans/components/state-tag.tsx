import type { OmrScanView } from '@lms/domain/contract';
import { Tag } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

/** A read's state as a coloured tag. */
export function StateTag({ state }: { state: OmrScanView['state'] }) {
  const { t } = useT();
  switch (state) {
    case 'queued':
      return <Tag color="default">{t('Waiting')}</Tag>;
    case 'running':
      return <Tag color="processing">{t('Reading')}</Tag>;
    case 'done':
      return <Tag color="success">{t('Done')}</Tag>;
    default:
      return <Tag color="error">{t('Failed')}</Tag>;
  }
}
