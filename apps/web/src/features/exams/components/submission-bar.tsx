import { Button, Typography } from 'antd';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the exam's submission bar. */
export interface SubmissionBarProps {
  answered: number;
  total: number;
  /** Answers not yet sent to the server. */
  waiting?: number;
  onSubmit?: () => void;
  disabled: boolean;
  loading?: boolean;
}

/** The bar stuck to the foot of an exam: how many questions are answered, and Submit. */
export function SubmissionBar({
  answered,
  total,
  waiting = 0,
  onSubmit,
  disabled,
  loading,
}: SubmissionBarProps) {
  const { t } = useT();
  return (
    <section
      aria-label={t('Exam submission')}
      style={{
        position: 'sticky',
        bottom: 0,
        background: '#fff',
        borderTop: '1px solid #f0f0f0',
        borderRadius: 8,
        padding: '10px 12px',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 8,
        zIndex: 10,
      }}
    >
      <Typography.Text type="secondary" aria-live="polite">
        {t('{{answered}}/{{total}} answered', { answered, total })}
        {waiting > 0 ? ` · ${t('{{waiting}} waiting to be sent', { waiting })}` : ''}
      </Typography.Text>
      <Button type="primary" onClick={onSubmit} disabled={disabled} loading={loading ?? false}>
        {t('Submit')}
      </Button>
    </section>
  );
}
