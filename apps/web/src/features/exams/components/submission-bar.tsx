import { formatDuration, timeLeftAnnouncement } from '@lms/domain';
import { Button, Typography } from 'antd';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useT } from '../../../lib/i18n/use-t';

/** Props of the exam's submission bar. */
export interface SubmissionBarProps {
  answered: number;
  total: number;
  /** Seconds left. */
  remaining: number;
  /** Answers not yet sent to the server. */
  waiting?: number;
  onSubmit?: () => void;
  disabled: boolean;
  loading?: boolean;
}

/**
 * The bar stuck to the foot of an exam: the time left (announced to screen readers at 10, 5 and 1
 * minutes left), how many questions are answered, and Submit; it stays on screen while the student
 * scrolls through the questions.
 */
export function SubmissionBar({
  answered,
  total,
  remaining,
  waiting = 0,
  onSubmit,
  disabled,
  loading,
}: SubmissionBarProps) {
  const { t, n } = useT();
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
      <div style={{ minWidth: 0 }}>
        <div
          role="timer"
          aria-label={t('Time left')}
          style={{
            fontSize: 20,
            fontWeight: 600,
            lineHeight: 1.2,
            fontVariantNumeric: 'tabular-nums',
            color: remaining <= 60 ? '#cc3d3f' : undefined,
          }}
        >
          {n(formatDuration(remaining))}
        </div>
        {/* The clock itself is silent (a timer is not live); this speaks at 10, 5 and 1 minutes left. */}
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {timeLeftAnnouncement(remaining)}
        </VisuallyHidden>
        <Typography.Text type="secondary" aria-live="polite">
          {t('{{answered}}/{{total}} answered', { answered, total })}
          {waiting > 0 ? ` · ${t('{{waiting}} waiting to be sent', { waiting })}` : ''}
        </Typography.Text>
      </div>
      <Button type="primary" onClick={onSubmit} disabled={disabled} loading={loading ?? false}>
        {t('Submit')}
      </Button>
    </section>
  );
}
