import { ApiError } from '@lms/domain/client';
import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { UploadError } from '../api/upload-file';

type Phase =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; percent: number }
  | { step: 'saving'; name: string }
  | { step: 'failed'; name: string; message: string };

/** A failure in one sentence or two: an API error's title and message, or the error's message. */
function explain(error: unknown): string {
  const text =
    error instanceof ApiError
      ? [error.title, error.message].filter(Boolean).join(': ')
      : error instanceof Error
        ? error.message
        : String(error);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The name of what was picked: the file's, or the folder's. */
const pickedName = (files: File[]) => files[0]!.webkitRelativePath.split('/')[0] || files[0]!.name;

/**
 * A button that picks a file (or a folder), uploads it with a real progress bar through `upload`,
 * then hands the storage key to `onUploaded` (which registers it). A failure says at which step it
 * stopped and what was kept.
 */
export function FileUploadButton({
  label,
  accept,
  folder,
  upload,
  onUploaded,
  disabled,
}: {
  label: string;
  accept?: string;
  /** Pick a whole folder instead of one file. */
  folder?: boolean;
  upload: (files: File[], onProgress: (percent: number) => void) => Promise<string>;
  onUploaded: (name: string, key: string) => Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useT();

  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const busy = phase.step === 'uploading' || phase.step === 'saving';

  const start = async (files: File[]) => {
    const name = pickedName(files);
    setPhase({ step: 'uploading', name, percent: 0 });
    let key: string;
    try {
      key = await upload(files, (percent) => setPhase({ step: 'uploading', name, percent }));
    } catch (error) {
      const why = explain(error);
      setPhase({
        step: 'failed',
        name,
        message:
          error instanceof UploadError
            ? t('Upload stopped at {{percent}}%: {{why}} Nothing was added; try again.', {
                percent: error.percent,
                why,
              })
            : t('Upload stopped: {{why}} Nothing was added; try again.', { why }),
      });
      return;
    }
    setPhase({ step: 'saving', name });
    try {
      await onUploaded(name, key);
      setPhase({ step: 'idle' });
    } catch (error) {
      setPhase({
        step: 'failed',
        name,
        message: t('The file was uploaded but could not be added: {{why}} Try again.', {
          why: explain(error),
        }),
      });
    }
  };

  return (
    <Flex vertical gap={8} style={{ width: '100%' }}>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        hidden
        multiple={folder}
        {...(folder ? { webkitdirectory: '' } : {})}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void start(files);
        }}
      />
      <Button onClick={() => input.current?.click()} loading={busy} disabled={disabled}>
        {label}
      </Button>
      {phase.step === 'uploading' && (
        <div>
          <Typography.Text type="secondary">{t('Uploading {{name}}', { name: phase.name })}</Typography.Text>
          <Progress percent={phase.percent} aria-label={t('Upload of {{name}}', { name: phase.name })} />
        </div>
      )}
      {phase.step === 'saving' && (
        <Typography.Text type="secondary">{t('Adding {{name}}…', { name: phase.name })}</Typography.Text>
      )}
      {phase.step === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('{{name}}: not added', { name: phase.name })}
          description={phase.message}
          closable={{ onClose: () => setPhase({ step: 'idle' }) }}
        />
      )}
    </Flex>
  );
}
