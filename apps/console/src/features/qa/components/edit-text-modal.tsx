import { Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { RichTextHint, RichTextPreview } from '../../../components/rich-text-preview';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';

/** Edits the text of a question or reply (to remove abusive words); the attachments stay. */
export function EditTextModal(props: {
  title: string;
  text: string | null;
  saving: boolean;
  error: unknown;
  /** Saves the text; while the promise it returns is unsettled, further saves are ignored. */
  onSave: (text: string) => unknown;
  onClose: () => void;
}) {
  const { t } = useT();
  const [text, setText] = useState(props.text ?? '');
  useEffect(() => setText(props.text ?? ''), [props.text]);
  const saving = useSubmitGuard(props.onSave);
  return (
    <Modal
      title={props.title}
      open={props.text !== null}
      okText={t('Save')}
      okButtonProps={{ disabled: text.trim() === '', loading: props.saving || saving.busy }}
      onOk={() => saving.submit(text.trim())}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Input.TextArea
        aria-label={t('Text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 3, maxRows: 10 }}
      />
      <RichTextHint />
      <RichTextPreview text={text} label={t('Text as the student sees it')} />
      <ErrorAlert error={props.error} style={{ marginTop: 12 }} />
    </Modal>
  );
}
