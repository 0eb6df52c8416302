import { Button, Result } from 'antd';
import { useT } from '../lib/i18n/use-t';

/** Props of the load error state. */
export interface LoadErrorProps {
  onRetry: () => void;
}

/** The error state of a page whose data could not be loaded, with a retry. */
export function LoadError({ onRetry }: LoadErrorProps) {
  const { t } = useT();
  return (
    <Result
      status="warning"
      title={t('Could not load this page')}
      subTitle={t('Please check your internet connection and try again.')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('Try again')}
        </Button>
      }
    />
  );
}
