import { RotateRightOutlined, ScissorOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { cropRect, fitScale, type Rect, rotatedSize } from './image-geometry';

/** Props of the image editor. */
export interface ImageEditorModalProps {
  /** The picture to edit; null when closed. */
  file: File | null;
  onCancel: () => void;
  /** The edited picture (PNG stays PNG, anything else becomes JPEG). */
  onSave: (file: File) => void;
}

const BOX = { width: 640, height: 420 };

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

/**
 * A canvas image editor: drag to mark an area and Crop it, Rotate a quarter turn clockwise, Save.
 * Written on the canvas API alone, so it adds no package to the app.
 */
export function ImageEditorModal({ file, onCancel, onSave }: ImageEditorModalProps) {
  const { t } = useT();
  const view = useRef<HTMLCanvasElement>(null);
  const [source, setSource] = useState<HTMLCanvasElement | null>(null);
  const [original, setOriginal] = useState<HTMLCanvasElement | null>(null);
  const [drag, setDrag] = useState<{ from: { x: number; y: number }; to: { x: number; y: number } } | null>(
    null,
  );
  const [selection, setSelection] = useState<Rect | null>(null);
  const dragging = useRef(false);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      const c = canvasOf(image.naturalWidth, image.naturalHeight);
      c.getContext('2d')?.drawImage(image, 0, 0);
      setSource(c);
      setOriginal(c);
      setSelection(null);
      URL.revokeObjectURL(url);
    };
    image.onerror = () => {
      console.error('The picture could not be opened');
      URL.revokeObjectURL(url);
    };
    image.src = url;
  }, [file]);

  const scale = source ? fitScale(source, BOX) : 1;

  useEffect(() => {
    const target = view.current;
    if (!target || !source) return;
    target.width = Math.round(source.width * scale);
    target.height = Math.round(source.height * scale);
    const g = target.getContext('2d');
    if (!g) return;
    g.drawImage(source, 0, 0, target.width, target.height);
    if (selection) {
      g.fillStyle = 'rgba(0,0,0,0.45)';
      g.fillRect(0, 0, target.width, target.height);
      g.drawImage(
        source,
        selection.x,
        selection.y,
        selection.width,
        selection.height,
        selection.x * scale,
        selection.y * scale,
        selection.width * scale,
        selection.height * scale,
      );
      g.strokeStyle = '#1677ff';
      g.lineWidth = 2;
      g.strokeRect(
        selection.x * scale,
        selection.y * scale,
        selection.width * scale,
        selection.height * scale,
      );
    }
  }, [source, scale, selection]);

  // Pointer positions in the canvas's drawing pixels, whatever size CSS shows it at.
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = event.currentTarget.width / (box.width || 1);
    return { x: (event.clientX - box.left) * ratio, y: (event.clientY - box.top) * ratio };
  };

  const onDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = true;
    const p = point(event);
    setDrag({ from: p, to: p });
  };
  const onMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!dragging.current || !drag || !source) return;
    const next = { from: drag.from, to: point(event) };
    setDrag(next);
    setSelection(cropRect(next.from, next.to, scale, source));
  };
  const onUp = () => {
    dragging.current = false;
    setDrag(null);
  };

  const crop = () => {
    if (!source || !selection) return;
    const c = canvasOf(selection.width, selection.height);
    c.getContext('2d')?.drawImage(
      source,
      selection.x,
      selection.y,
      selection.width,
      selection.height,
      0,
      0,
      selection.width,
      selection.height,
    );
    setSource(c);
    setSelection(null);
  };

  const rotate = () => {
    if (!source) return;
    const size = rotatedSize(source);
    const c = canvasOf(size.width, size.height);
    const g = c.getContext('2d');
    if (!g) return;
    g.translate(size.width, 0);
    g.rotate(Math.PI / 2);
    g.drawImage(source, 0, 0);
    setSource(c);
    setSelection(null);
  };

  const save = () => {
    if (!source || !file) return;
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    source.toBlob(
      (blob) => {
        if (!blob) return;
        const base = file.name.replace(/\.[^.]*$/, '') || 'image';
        onSave(new File([blob], `${base}.${type === 'image/png' ? 'png' : 'jpg'}`, { type }));
      },
      type,
      0.92,
    );
  };

  return (
    <Modal
      open={file !== null}
      title={t('Edit Image')}
      onCancel={onCancel}
      footer={null}
      width={720}
      destroyOnHidden
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <Typography.Text type="secondary">
          {t('Drag on the picture to mark the part to keep, then Crop.')}
        </Typography.Text>
        <div style={{ textAlign: 'center', background: '#f5f5f5', borderRadius: 6, padding: 8 }}>
          <canvas
            ref={view}
            data-testid="image-editor-canvas"
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
            style={{ maxWidth: '100%', touchAction: 'none', cursor: 'crosshair' }}
          />
        </div>
        <Typography.Text type="secondary" data-testid="image-editor-size">
          {source ? `${source.width} × ${source.height}` : ''}
        </Typography.Text>
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button
            icon={<UndoOutlined />}
            disabled={!original || source === original}
            onClick={() => setSource(original)}
          >
            {t('Undo all')}
          </Button>
          <Button icon={<ScissorOutlined />} disabled={!selection} onClick={crop}>
            {t('Crop')}
          </Button>
          <Button icon={<RotateRightOutlined />} disabled={!source} onClick={rotate}>
            {t('Rotate')}
          </Button>
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" disabled={!source} onClick={save}>
            {t('Save')}
          </Button>
        </Space>
      </div>
    </Modal>
  );
}
