import { Alert, Modal, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { useT } from '../../../lib/i18n/use-t';

/** Props of {@link ArchiveModal}. */
export interface ArchiveModalProps {
  open: boolean;
  title: string;
  /** What archiving touches, one line each (counted now); undefined while they are counted. */
  facts: string[] | undefined;
  /** Why it cannot be archived now (the button is then off). */
  blocked?: string | undefined;
  pending: boolean;
  error: unknown;
  onArchive: () => unknown;
  onClose: () => void;
}

/**
 * Asks before archiving a group or branch, saying what it touches; archiving is not deleting, which the
 * dialog says too.
 */
export function ArchiveModal({
  open,
  title,
  facts,
  blocked,
  pending,
  error,
  onArchive,
  onClose,
}: ArchiveModalProps) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('Archive')}
      okButtonProps={{ danger: true, disabled: !facts || Boolean(blocked), loading: pending }}
      onOk={() => onArchive()}
      onCancel={onClose}
      destroyOnHidden
    >
      {facts ? (
        <ul aria-label={t('What archiving touches')} style={{ paddingInlineStart: 20 }}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{t('Counting what it touches…')}</Typography.Text>
      )}
      <Typography.Paragraph type="secondary">
        {t(
          'Archiving is not deleting: it leaves the lists you pick from; results, receipts and the audit log keep its name, and you can bring it back.',
        )}
      </Typography.Paragraph>
      {blocked && <Alert type="warning" showIcon title={blocked} style={{ marginBottom: 12 }} />}
      <ErrorAlert error={error} />
    </Modal>
  );
}
