import {
  AudioOutlined,
  CameraOutlined,
  CloseOutlined,
  EditOutlined,
  FilePdfOutlined,
  InboxOutlined,
  PaperClipOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { ALLOWED_MEDIA_TYPES, mediaGroupOf, qaLabels } from '@lms/domain';
import { Button, Space, Typography } from 'antd';
import { Suspense, useRef, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { useMediaUrl } from '../components/media-url';
import { type Attachment, attachmentsFromFiles, attachmentType, releaseAttachment } from './attachment';
import './attachment-grid.css';
import { useT } from '../../../lib/i18n/use-t';

const AudioRecorderModal = lazyNamed(() => import('../media/audio-recorder-modal'), 'AudioRecorderModal');
const CameraCaptureModal = lazyNamed(() => import('../media/camera-capture-modal'), 'CameraCaptureModal');
const ImageEditorModal = lazyNamed(() => import('../media/image-editor-modal'), 'ImageEditorModal');

/** Props of the attachment picker. */
export interface AttachmentPickerProps {
  value: Attachment[];
  onChange: (next: Attachment[]) => void;
  disabled?: boolean;
}

function AttachmentCard({
  attachment,
  onRemove,
  onEdit,
}: {
  attachment: Attachment;
  onRemove: () => void;
  onEdit?: () => void;
}) {
  const { t } = useT();
  const url = useMediaUrl();
  const type = attachmentType(attachment);
  const group = mediaGroupOf(type);
  const name = attachment.kind === 'file' ? attachment.file.name : attachment.media.mediaUrl.split('/').pop();
  const preview =
    attachment.kind === 'file'
      ? attachment.previewUrl
      : group === 'image'
        ? url(attachment.media.mediaUrl)
        : undefined;
  return (
    <div
      data-testid="attachment"
      data-type={type}
      style={{
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        padding: 6,
        display: 'grid',
        gap: 4,
        minWidth: 0,
      }}
    >
      <div
        style={{
          height: 80,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#fafafa',
        }}
      >
        {group === 'image' && preview ? (
          <img src={preview} alt={name} style={{ maxWidth: '100%', maxHeight: 80, objectFit: 'contain' }} />
        ) : group === 'pdf' ? (
          <FilePdfOutlined style={{ fontSize: 32, color: '#cf1322' }} />
        ) : (
          <SoundOutlined style={{ fontSize: 32 }} />
        )}
      </div>
      <Typography.Text ellipsis style={{ fontSize: 12 }}>
        {name}
      </Typography.Text>
      <Space size={4}>
        {onEdit ? (
          <Button
            size="small"
            aria-label={t('Edit {{name}}', { name })}
            icon={<EditOutlined />}
            onClick={onEdit}
          />
        ) : null}
        <Button
          size="small"
          danger
          aria-label={t('Remove {{name}}', { name })}
          icon={<CloseOutlined />}
          onClick={onRemove}
        />
      </Space>
    </div>
  );
}

/**
 * Attachments of a question or reply: Select Files, drag and drop, Record Audio, Capture Image, and
 * the image editor for pictures. Types outside the allowed list are dropped without a word. The
 * recorder, camera and editor load only when opened.
 */
export function AttachmentPicker({ value, onChange, disabled }: AttachmentPickerProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [recorder, setRecorder] = useState(false);
  const [camera, setCamera] = useState(false);
  const [editing, setEditing] = useState<{ id?: string; file: File } | null>(null);

  const add = (files: Iterable<File>) => onChange([...value, ...attachmentsFromFiles(files)]);
  const remove = (id: string) => {
    const gone = value.find((a) => a.id === id);
    if (gone) releaseAttachment(gone);
    onChange(value.filter((a) => a.id !== id));
  };

  const saveEdited = (file: File) => {
    const [made] = attachmentsFromFiles([file]);
    if (made) {
      if (editing?.id) {
        const old = value.find((a) => a.id === editing.id);
        if (old) releaseAttachment(old);
        onChange(value.map((a) => (a.id === editing.id ? made : a)));
      } else {
        onChange([...value, made]);
      }
    }
    setEditing(null);
  };

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (!disabled) add(Array.from(event.dataTransfer.files));
        }}
        style={{
          border: `1px dashed ${over ? '#1677ff' : '#d9d9d9'}`,
          borderRadius: 8,
          padding: 12,
          textAlign: 'center',
          background: over ? '#e6f4ff' : '#fafafa',
        }}
      >
        <InboxOutlined style={{ fontSize: 28, color: '#1677ff' }} />
        <div style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">{t('Drop images, PDFs or audio here')}</Typography.Text>
        </div>
        <Space wrap style={{ justifyContent: 'center' }}>
          <Button icon={<PaperClipOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
            {t(qaLabels.selectFiles)}
          </Button>
          <Button icon={<AudioOutlined />} disabled={disabled} onClick={() => setRecorder(true)}>
            {t(qaLabels.recordAudio)}
          </Button>
          <Button icon={<CameraOutlined />} disabled={disabled} onClick={() => setCamera(true)}>
            {t(qaLabels.captureImage)}
          </Button>
        </Space>
        <input
          ref={input}
          type="file"
          multiple
          style={{ display: 'none' }}
          data-testid="file-input"
          accept={ALLOWED_MEDIA_TYPES.join(',')}
          onChange={(event) => {
            if (event.target.files) add(Array.from(event.target.files));
            event.target.value = '';
          }}
        />
      </div>
      {value.length > 0 ? (
        <div className="qa-attachment-grid">
          {value.map((attachment) => (
            <AttachmentCard
              key={attachment.id}
              attachment={attachment}
              onRemove={() => remove(attachment.id)}
              onEdit={
                attachment.kind === 'file' && attachment.file.type.startsWith('image/')
                  ? () => setEditing({ id: attachment.id, file: attachment.file })
                  : undefined
              }
            />
          ))}
        </div>
      ) : null}
      <Suspense fallback={null}>
        {recorder ? (
          <AudioRecorderModal open onClose={() => setRecorder(false)} onAdd={(file) => add([file])} />
        ) : null}
        {camera ? (
          <CameraCaptureModal
            open
            onClose={() => setCamera(false)}
            onCapture={(file) => setEditing({ file })}
          />
        ) : null}
        {editing ? (
          <ImageEditorModal file={editing.file} onCancel={() => setEditing(null)} onSave={saveEdited} />
        ) : null}
      </Suspense>
    </div>
  );
}
