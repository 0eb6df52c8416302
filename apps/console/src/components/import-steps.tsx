import { Alert, Button, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import { type CountNoun, counted } from './count-text';

/**
 * The first step of a file import: what the file must hold, the file input, and the check's progress
 * or failure.
 */
export function ImportFilePick({
  help,
  label,
  accept,
  checking,
  error,
  onFile,
}: {
  help: ReactNode;
  label: string;
  accept: string;
  checking?: boolean;
  error?: string;
  onFile: (file: File) => void;
}) {
  const { t } = useT();
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{help}</Typography.Paragraph>
      <label>
        <span className="ant-typography">{label} </span>
        <input
          type="file"
          aria-label={label}
          accept={accept}
          disabled={checking}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      {checking && <Typography.Text type="secondary">{t('Checking the file…')}</Typography.Text>}

      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}

/** An import under way: `done` of `total` rows (counted as `noun`), as text and as a bar. */
export function ImportProgress({ done, total, noun }: { done: number; total: number; noun: CountNoun }) {
  const { t } = useT();
  return (
    <Flex vertical gap={8} role="status">
      <Typography.Text>
        {t('Importing: {{done}} of {{total}} done', { done, total: counted(t, noun, total) })}
      </Typography.Text>
      <Progress percent={Math.round((100 * done) / Math.max(total, 1))} />
    </Flex>
  );
}

/** The last step of a file import: what it ended with (`children`) and the button that closes the dialog. */
export function ImportDone({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  const { t } = useT();
  return (
    <Flex vertical gap={12}>
      {children}
      <Flex justify="end">
        <Button type="primary" onClick={onDone}>
          {t('Done')}
        </Button>
      </Flex>
    </Flex>
  );
}
