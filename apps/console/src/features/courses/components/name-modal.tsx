import { Form, Input, Modal, Select, Switch } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { PictureField } from '../../../components/picture-field';
import { FieldPreview, RichTextHint } from '../../../components/rich-text-preview';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { useT } from '../../../lib/i18n/use-t';

/** What the name form asks for. */
export interface NameValues {
  name: string;
  description?: string;
  /** Courses only: a `qna` card opens the course's Q&A forum. */
  type?: 'course' | 'qna';
  /** Courses and subjects: the cover picture students see on the card (a storage key; '' for none). */
  image?: string;
  /** Courses: the course has a Q&A forum. Subjects: questions may be asked in it (when its course's forum is on). */
  qa?: boolean;
}

/** A dialog asking for a name (and a description where the thing has one), for adding or renaming. */
export function NameModal({
  title,
  okText,
  open,
  initial,
  withDescription,
  courseFields,
  subjectFields,
  withCover,
  pending,
  error,
  onSave,
  onClose,
}: {
  title: string;
  okText: string;
  open: boolean;
  initial?: NameValues;
  withDescription?: boolean;
  /** Ask for a course's type and Q&A forum too. */
  courseFields?: boolean;
  /** Ask whether questions may be asked in the subject. */
  subjectFields?: boolean;
  /** Ask for a cover picture (courses and subjects). */
  withCover?: boolean;
  pending: boolean;
  error: unknown;
  /** Sends the form; while the promise it returns is unsettled, further submits are ignored. */
  onSave: (values: NameValues) => unknown;
  onClose: () => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<NameValues>();
  const guard = useSubmitGuard(onSave);
  const busy = pending || guard.busy;
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      onOk={() => {
        if (!busy) form.submit();
      }}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: busy }}
      destroyOnHidden
    >
      <ErrorAlert error={error} />
      <Form<NameValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={guard.submit}
        preserve={false}
      >
        <Form.Item
          label={t('Name')}
          name="name"
          rules={[{ required: true, whitespace: true, message: t('Enter a name') }]}
        >
          <Input maxLength={200} autoFocus />
        </Form.Item>
        {withDescription && (
          <>
            <Form.Item label={t('Description')} name="description" extra={<RichTextHint />}>
              <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
            <FieldPreview
              name="description"
              label={t('Description as students see it')}
              style={{ marginBottom: 16 }}
            />
          </>
        )}
        {withCover && (
          <Form.Item label={t('Cover picture')} name="image">
            <PictureField alt={t('Cover picture')} />
          </Form.Item>
        )}
        {courseFields && (
          <>
            <Form.Item label={t('Type')} name="type" initialValue="course">
              <Select
                options={[
                  { value: 'course', label: t('Course (subjects, lectures, chapters)') },
                  { value: 'qna', label: t('Q&A forum card') },
                ]}
              />
            </Form.Item>
            <Form.Item label={t('Q&A forum')} name="qa" valuePropName="checked" initialValue={false}>
              <Switch />
            </Form.Item>
          </>
        )}
        {subjectFields && (
          <Form.Item
            label={t('Q&A in this subject')}
            name="qa"
            valuePropName="checked"
            extra={t("Students ask questions in it when its course's Q&A forum is on.")}
          >
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
