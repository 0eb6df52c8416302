import { hasReplyContent, QA_TEXT_MAX_LENGTH, qaLabels, qaMessages } from '@lms/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import type { TreeCourse } from '../api/qa-types';
import { type Attachment, attachmentsFromMedia } from '../attachments/attachment';
import { AttachmentPicker } from '../attachments/attachment-picker';
import { offeredChapters, offeredSubjects } from './forum-filter-bar';

/** What the form is for: asking, editing a question, replying, or editing a reply. */
export type QuestionFormMode = 'create' | 'edit-question' | 'reply' | 'edit-reply';

/** The form's values when submitted. */
export interface QuestionFormValues {
  courseId?: string;
  subjectId?: string;
  chapterId?: string;
  text: string;
  attachments: Attachment[];
}

/** Props of the question form modal. */
export interface QuestionFormModalProps {
  open: boolean;
  mode: QuestionFormMode;
  /** The student's courses (create mode). */
  courses?: readonly TreeCourse[];
  groupSubjectIds?: readonly string[];
  /** Preselected course (the forum's). */
  courseId?: string;
  /** The text and media being edited. */
  initial?: { text: string; media: { mediaType: string; mediaUrl: string }[] };
  onCancel: () => void;
  /** Resolves when saved (the modal closes); rejects to keep the form open. */
  onSubmit: (values: QuestionFormValues) => Promise<void>;
}

const titles: Record<QuestionFormMode, string> = {
  create: qaLabels.createTitle,
  'edit-question': 'Edit Question',
  reply: qaLabels.replyTitle,
  'edit-reply': 'Edit Reply',
};

/**
 * Create New Question (course, subject, chapter, details, attachments) with the required
 * messages and disabled-until rules, or the Reply / edit forms (text and attachments).
 */
export function QuestionFormModal(props: QuestionFormModalProps) {
  const { t } = useT();
  const [form] = Form.useForm<{ courseId?: string; subjectId?: string; chapterId?: string; text?: string }>();
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [saving, setSaving] = useState(false);
  const creating = props.mode === 'create';
  const courseId = Form.useWatch('courseId', form);
  const subjectId = Form.useWatch('subjectId', form);
  const chapterId = Form.useWatch('chapterId', form);

  // The form starts from the values of the moment it opens (the page re-renders while it is open).
  const opening = useRef(props);
  opening.current = props;
  useEffect(() => {
    if (!props.open) return;
    const { courseId, initial } = opening.current;
    form.resetFields();
    form.setFieldsValue({ courseId, text: initial?.text ?? '' });
    setAttachments(attachmentsFromMedia(initial?.media ?? []));
  }, [props.open, form]);

  const course = props.courses?.find((c) => c._id === courseId);
  const subjects = offeredSubjects(course, props.groupSubjectIds);
  const chapters = offeredChapters(subjects.find((s) => s._id === subjectId));
  const isReply = props.mode === 'reply' || props.mode === 'edit-reply';

  const submit = async () => {
    // A failed check shows its messages under the fields; nothing more to do here.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (isReply && !hasReplyContent(values.text, attachments.length)) {
      form.setFields([{ name: 'text', errors: [qaMessages.replyEmpty] }]);
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit({
        courseId: values.courseId,
        subjectId: values.subjectId,
        chapterId: values.chapterId,
        text: values.text ?? '',
        attachments,
      });
    } catch {
      // the caller showed the failure; the form stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={t(titles[props.mode])}
      okText={t('Submit')}
      onOk={() => void submit()}
      onCancel={props.onCancel}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
      width={720}
    >
      <Form form={form} layout="vertical" requiredMark>
        {creating ? (
          <>
            <Form.Item
              name="courseId"
              label={t('Course')}
              rules={[{ required: true, message: t(qaMessages.courseRequired) }]}
            >
              <Select
                aria-label={t('Course')}
                placeholder={t('Select a course')}
                options={(props.courses ?? []).map((c) => ({ value: c._id, label: c.name }))}
                onChange={() => form.setFieldsValue({ subjectId: undefined, chapterId: undefined })}
              />
            </Form.Item>
            <Form.Item
              name="subjectId"
              label={t('Subject')}
              rules={[{ required: true, message: t(qaMessages.subjectRequired) }]}
            >
              <Select
                aria-label={t('Subject')}
                placeholder={t('Select a subject')}
                disabled={subjects.length === 0}
                options={subjects.map((s) => ({ value: s._id, label: s.name }))}
                onChange={() => form.setFieldsValue({ chapterId: undefined })}
              />
            </Form.Item>
            <Form.Item
              name="chapterId"
              label={t('Chapter')}
              rules={[{ required: true, message: t(qaMessages.chapterRequired) }]}
            >
              <Select
                aria-label={t('Chapter')}
                placeholder={t('Select a chapter')}
                disabled={!subjectId}
                options={chapters.map((c) => ({ value: c._id, label: c.name }))}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="text"
          label={isReply ? t('Reply') : t('Description')}
          rules={
            isReply ? [] : [{ required: true, whitespace: true, message: t(qaMessages.detailsRequired) }]
          }
        >
          <Input.TextArea
            aria-label={isReply ? t('Reply') : t('Description')}
            rows={5}
            maxLength={QA_TEXT_MAX_LENGTH}
            disabled={creating && !chapterId}
            placeholder={isReply ? t('Write your reply') : t('Describe your question in detail')}
          />
        </Form.Item>
        <Form.Item label={t('Attachments')}>
          <AttachmentPicker value={attachments} onChange={setAttachments} disabled={saving} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
