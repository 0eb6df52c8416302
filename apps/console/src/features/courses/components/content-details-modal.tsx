import type { StaffFile, StaffVideo } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Form, Input, Typography } from 'antd';
import { MutationModal } from '../../../components/form-modal';
import { PictureField } from '../../../components/picture-field';
import { useT } from '../../../lib/i18n/use-t';
import { type ContentChange, useUpdateContent } from '../api/use-content-changes';
import { ReleaseFields, type ReleaseValues, releaseBody, releaseInitial } from './release-fields';

/** The video or note whose details are edited. */
export type EditedContent = { kind: 'video'; record: StaffVideo } | { kind: 'file'; record: StaffFile };

interface DetailsValues extends ReleaseValues {
  title: string;
  description?: string;
  /** Videos only: the picture students see before playing (a storage key; '' for none). */
  thumbnail?: string;
}

/** The title and description fields, with the description shown as students will see it (math included). */
export function TitleAndDescription({ prefix = [] }: { prefix?: (string | number)[] }) {
  const { t } = useT();
  return (
    <>
      <Form.Item
        label={t('Title')}
        name={[...prefix, 'title']}
        rules={[{ required: true, whitespace: true, message: t('Enter a title') }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label={t('Description')}
        name={[...prefix, 'description']}
        extra={t('Math between dollar signs, e.g. $x^2$.')}
      >
        <Input.TextArea maxLength={5000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item noStyle dependencies={[[...prefix, 'description']]}>
        {({ getFieldValue }) => {
          const text = getFieldValue([...prefix, 'description']) as string | undefined;
          return text?.includes('$') ? (
            <Typography.Paragraph type="secondary" data-testid="description-preview">
              <RichText text={text} />
            </Typography.Paragraph>
          ) : null;
        }}
      </Form.Item>
    </>
  );
}

/** Edits a video's or a note's title, description and release (now, from a date, or a draft), and a video's thumbnail. */
export function ContentDetailsModal({
  content,
  onClose,
}: {
  content: EditedContent | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const update = useUpdateContent(content?.record.itemId ?? '');
  const record = content?.record;
  return (
    <MutationModal<DetailsValues, ContentChange>
      title={content?.kind === 'video' ? t('Edit video') : t('Edit note')}
      open={content !== null}
      onClose={onClose}
      okText={t('Save')}
      mutation={update}
      success={t('Saved')}
      initialValues={
        record && {
          title: record.title,
          description: record.description,
          ...(content?.kind === 'video' ? { thumbnail: content.record.thumbnail } : {}),
          ...releaseInitial(record),
        }
      }
      toInput={({ title, description, thumbnail, ...release }) => {
        if (!content) return undefined;
        const body = { title, description: description ?? '', ...releaseBody(release) };
        const id = content.record._id;
        return content.kind === 'video'
          ? { kind: 'video', id, body: { ...body, thumbnail: thumbnail ?? '' } }
          : { kind: 'file', id, body };
      }}
    >
      <TitleAndDescription />
      {content?.kind === 'video' && (
        <Form.Item label={t('Thumbnail')} name="thumbnail">
          <PictureField alt={t('Thumbnail of {{title}}', { title: content.record.title })} />
        </Form.Item>
      )}
      <ReleaseFields />
    </MutationModal>
  );
}
