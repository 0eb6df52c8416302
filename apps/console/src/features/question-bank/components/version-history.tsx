import type { QuestionInput, QuestionVersionView } from '@lms/domain/contract';
import { Card, Drawer, Flex, Spin, Tag, Typography } from 'antd';
import { ErrorAlert } from '../../../components/error-alert';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useMediaUrl } from '../../../lib/media-url';
import { useQuestionVersions } from '../api/question-bank-api';
import { QuestionPreview } from './question-preview';

/** A stored version as the preview draws it. */
function previewOf(v: QuestionVersionView): QuestionInput {
  const optionType = v.optionType ? (JSON.parse(v.optionType) as Record<string, string>) : {};
  return { ...v, optionType, file: v.file, subjectId: v.subjectId };
}

/**
 * A question's versions, newest first, each rendered with the exams that show it: a published exam keeps
 * the version it used; exams not published follow the newest.
 */
export function VersionHistory({ questionId, onClose }: { questionId?: string; onClose: () => void }) {
  const { t, n } = useT();
  const versions = useQuestionVersions(questionId);
  const mediaUrl = useMediaUrl();
  return (
    <Drawer
      title={t('Version history')}
      open={Boolean(questionId)}
      onClose={onClose}
      size="large"
      destroyOnHidden
    >
      <ErrorAlert error={versions.error} gap={0} />
      {versions.isLoading && <Spin />}
      <Flex vertical gap={16}>
        {versions.data?.map((v, i) => (
          <Card
            key={v._id}
            size="small"
            title={
              <Flex gap={8} align="center" wrap>
                <span>{t('Version {{version}}', { version: v.version })}</span>
                {i === 0 && <Tag color="blue">{t('Newest (in the bank)')}</Tag>}
                <Typography.Text type="secondary">{n(formatWhen.dayTime(v.updatedAt))}</Typography.Text>
              </Flex>
            }
          >
            <QuestionPreview question={previewOf(v)} mediaUrl={mediaUrl} />
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
              <Typography.Text type="secondary">{t('Exams:')} </Typography.Text>
              {v.exams.length === 0
                ? t('none')
                : v.exams.map((e) => (
                    <Tag key={e._id} color={e.published ? 'gold' : undefined}>
                      {e.title}
                      {e.published ? ` ${t('(published)')}` : ''}
                    </Tag>
                  ))}
            </Typography.Paragraph>
          </Card>
        ))}
      </Flex>
    </Drawer>
  );
}
