import { RichText } from '@lms/rich-text';
import { Form, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useT } from '../lib/i18n/use-t';

/** Props of {@link RichTextPreview}. */
export interface RichTextPreviewProps {
  /** The text being written. */
  text: string;
  /** What the preview is called for screen readers (e.g. "Reply as the student sees it"). */
  label: string;
  style?: CSSProperties;
}

/** The hint under a box where staff write text students read: how formulas are written. */
export function RichTextHint() {
  const { t } = useT();
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t('Formulas between $…$ (e.g. $x^2$), on a line of their own between $$…$$; chemistry as \\ce{H2O}.')}
    </Typography.Text>
  );
}

/**
 * Staff-written text as students will see it, drawn while it is typed (formulas included), under the
 * box it is written in; nothing while the text is empty.
 */
export function RichTextPreview({ text, label, style }: RichTextPreviewProps) {
  if (!text.trim()) return null;
  return (
    <section
      aria-label={label}
      data-testid="rich-text-preview"
      style={{
        padding: 8,
        border: '1px dashed #d9d9d9',
        borderRadius: 6,
        overflowWrap: 'anywhere',
        ...style,
      }}
    >
      <RichText text={text} />
    </section>
  );
}

/** A text field of the form around it (`name`) as students will see it, drawn while it is typed. */
export function FieldPreview({ name, ...rest }: Omit<RichTextPreviewProps, 'text'> & { name: string }) {
  const form = Form.useFormInstance();
  const text: unknown = Form.useWatch(name, form);
  return <RichTextPreview text={typeof text === 'string' ? text : ''} {...rest} />;
}
