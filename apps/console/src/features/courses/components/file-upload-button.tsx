import { Alert, Button, Flex, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { UploadError, uploadContentFile } from '../api/upload-file';

type Phase =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; percent: number }
  | { step: 'saving'; name: string }
  | { step: 'failed'; name: string; message: string };

/**
 * A button that picks a file, uploads it with a real progress bar, then hands its storage key to
 * `onUploaded` (which registers it). A failure says at which step it stopped and what was kept.
 */
export function FileUploadButton({
  label,
  accept,
  onUploaded,
  disabled,
}: {
  label: string;
  accept: string;
  onUploaded: (file: File, key: string) => Promise<void>;
  disabled?: boolean;
}) {
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const busy = phase.step === 'uploading' || phase.step === 'saving';

  const start = async (file: File) => {
    const name = file.name;
    setPhase({ step: 'uploading', name, percent: 0 });
    let key: string;
    try {
      key = await uploadContentFile(file, (percent) => setPhase({ step: 'uploading', name, percent }));
    } catch (error) {
      const at = error instanceof UploadError ? ` at ${error.percent}%` : '';
      const why = error instanceof Error ? error.message : String(error);
      setPhase({
        step: 'failed',
        name,
        message: `Upload stopped${at}: ${why} Nothing was saved; try again.`,
      });
      return;
    }
    setPhase({ step: 'saving', name });
    try {
      await onUploaded(file, key);
      setPhase({ step: 'idle' });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      setPhase({
        step: 'failed',
        name,
        message: `The file was uploaded but could not be added: ${why} Try again.`,
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
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void start(file);
        }}
      />
      <Button onClick={() => input.current?.click()} loading={busy} disabled={disabled}>
        {label}
      </Button>
      {phase.step === 'uploading' && (
        <div>
          <Typography.Text type="secondary">Uploading {phase.name}</Typography.Text>
          <Progress percent={phase.percent} aria-label={`Upload of ${phase.name}`} />
        </div>
      )}
      {phase.step === 'saving' && <Typography.Text type="secondary">Adding {phase.name}…</Typography.Text>}
      {phase.step === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={`${phase.name}: not added`}
          description={phase.message}
          closable={{ onClose: () => setPhase({ step: 'idle' }) }}
        />
      )}
    </Flex>
  );
}
