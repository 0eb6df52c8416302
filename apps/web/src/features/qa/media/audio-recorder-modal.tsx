import { AudioOutlined, DeleteOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { isRecordingUsable } from '@lms/domain';
import { Button, Modal, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { downsample, encodeWav, RECORDING_SAMPLE_RATE } from './wav-encoder';

/** Props of the recorder. */
export interface AudioRecorderModalProps {
  open: boolean;
  onClose: () => void;
  /** The finished recording, as a WAV file. */
  onAdd: (file: File) => void;
}

interface Session {
  stream: MediaStream;
  context: AudioContext;
  processor: ScriptProcessorNode;
  source: MediaStreamAudioSourceNode;
  chunks: Float32Array[];
}

function clock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Records from the microphone into a WAV file (an allowed attachment type): a timer, Start/Stop,
 * then Delete or Add. A recording of 44 bytes or less (a bare header) is empty: recording restarts.
 */
export function AudioRecorderModal({ open, onClose, onAdd }: AudioRecorderModalProps) {
  const { t } = useT();
  const [state, setState] = useState<'idle' | 'recording' | 'recorded'>('idle');
  const [seconds, setSeconds] = useState(0);
  const [recording, setRecording] = useState<{ blob: Blob; url: string } | null>(null);
  const session = useRef<Session | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const release = useCallback(() => {
    clearInterval(tick.current);
    const s = session.current;
    session.current = null;
    if (!s) return;
    s.processor.onaudioprocess = null;
    s.source.disconnect();
    s.processor.disconnect();
    for (const track of s.stream.getTracks()) track.stop();
    void s.context.close();
  }, []);

  const discard = () => {
    if (recording) URL.revokeObjectURL(recording.url);
    setRecording(null);
    setSeconds(0);
    setState('idle');
  };

  const start = async () => {
    discard();
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const context = new AudioContext();
      const source = context.createMediaStreamSource(stream);
      const processor = context.createScriptProcessor(4096, 1, 1);
      const factor = Math.max(1, Math.round(context.sampleRate / RECORDING_SAMPLE_RATE));
      const chunks: Float32Array[] = [];
      processor.onaudioprocess = (event) => {
        chunks.push(downsample(new Float32Array(event.inputBuffer.getChannelData(0)), factor));
      };
      source.connect(processor);
      processor.connect(context.destination);
      session.current = { stream, context, processor, source, chunks };
      const startedAt = Date.now();
      tick.current = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 250);
      setState('recording');
    } catch (error) {
      console.error('Recording could not start', error);
      setState('idle');
    }
  };

  const stop = () => {
    const s = session.current;
    if (!s) return;
    const rate = s.context.sampleRate / Math.max(1, Math.round(s.context.sampleRate / RECORDING_SAMPLE_RATE));
    const chunks = s.chunks;
    release();
    const blob = new Blob([encodeWav(chunks, Math.round(rate))], { type: 'audio/wav' });
    if (!isRecordingUsable(blob.size)) {
      void start();
      return;
    }
    setRecording({ blob, url: URL.createObjectURL(blob) });
    setState('recorded');
  };

  const close = () => {
    release();
    discard();
    onClose();
  };

  useEffect(() => () => release(), [release]);

  return (
    <Modal
      open={open}
      title={t('Record Audio')}
      onCancel={close}
      footer={null}
      destroyOnHidden
      maskClosable={false}
    >
      <div style={{ textAlign: 'center', display: 'grid', gap: 16, justifyItems: 'center' }}>
        <Typography.Title
          level={2}
          style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}
          aria-label={t('Timer')}
        >
          {clock(seconds)}
        </Typography.Title>
        {recording ? (
          <audio controls src={recording.url} data-testid="recording-preview" style={{ width: '100%' }}>
            <track kind="captions" />
          </audio>
        ) : null}
        <Space wrap>
          {state === 'recording' ? (
            <Button danger icon={<StopOutlined />} onClick={stop}>
              {t('Stop')}
            </Button>
          ) : (
            <Button
              type={state === 'idle' ? 'primary' : 'default'}
              icon={<AudioOutlined />}
              onClick={() => void start()}
            >
              {t('Start')}
            </Button>
          )}
          <Button icon={<DeleteOutlined />} disabled={state !== 'recorded'} onClick={discard}>
            {t('Delete')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={state !== 'recorded'}
            onClick={() => {
              if (!recording) return;
              onAdd(new File([recording.blob], `recording-${Date.now()}.wav`, { type: 'audio/wav' }));
              close();
            }}
          >
            {t('Add')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
