import type { NoticeTextBody, SentNoticeView } from '@lms/domain/contract';
import { Form, Input, Typography } from 'antd';
import { MutationModal } from '../../../components/form-modal';
import { FieldPreview, RichTextHint } from '../../../components/rich-text-preview';
import { useT } from '../../../lib/i18n/use-t';
import { useEditNotice } from '../api/use-notices';

/** Changes a sent notice's heading and text; the students' lists show the new text. */
export function EditNoticeModal({ notice, onClose }: { notice: SentNoticeView | null; onClose: () => void }) {
  const { t } = useT();
  return (
    <MutationModal<NoticeTextBody, { noticeId: string; body: NoticeTextBody }>
      title={t('Edit notice')}
      open={notice !== null}
      onClose={onClose}
      okText={t('Save')}
      initialValues={notice ? { message: notice.message, title: notice.title ?? '' } : {}}
      intro={
        <Typography.Paragraph type="secondary">
          {t('Students see the new text in their lists. An SMS already sent keeps the old one.')}
        </Typography.Paragraph>
      }
      mutation={useEditNotice()}
      toInput={(body) =>
        notice ? { noticeId: notice._id, body: { ...body, title: body.title ?? '' } } : undefined
      }
      success={t('Notice saved')}
    >
      {/* Ids of their own: the send form on the same page has fields of the same names. */}
      <Form.Item label={t('Heading')} name="title" htmlFor="edit-notice-title">
        <Input id="edit-notice-title" maxLength={200} />
      </Form.Item>
      <Form.Item
        label={t('Notice')}
        name="message"
        htmlFor="edit-notice-message"
        extra={<RichTextHint />}
        rules={[{ required: true, whitespace: true, message: t('Write the notice') }]}
      >
        <Input.TextArea id="edit-notice-message" maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <FieldPreview name="message" label={t('Notice as students see it')} style={{ marginBottom: 16 }} />
    </MutationModal>
  );
}
