import type { MarkingAnswerView, MarkingFileView } from '@lms/domain/contract';
import { Card, Empty, Flex, Image, Typography } from 'antd';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';

/** One attached file shown inline: a picture, a PDF in a frame, anything else as a link. */
function AttachedFile({ file, evaluated }: { file: MarkingFileView; evaluated?: boolean }) {
  const { t } = useT();
  const url = evaluated ? file.evaluatedUrl : file.url;
  if (!url)
    return (
      <Typography.Text type="secondary">{t('{{name}} (not available)', { name: file.name })}</Typography.Text>
    );
  const label = evaluated ? t('{{name}} (evaluated copy)', { name: file.name }) : file.name;
  if (file.type.startsWith('image/'))
    return (
      <figure style={{ margin: 0 }}>
        <Image src={url} alt={label} style={{ maxWidth: '100%', maxHeight: 480, objectFit: 'contain' }} />
        <figcaption style={{ fontSize: 12 }}>{label}</figcaption>
      </figure>
    );
  if (file.type === 'application/pdf')
    return (
      <figure style={{ margin: 0 }}>
        <iframe title={label} src={url} style={{ width: '100%', height: 520, border: '1px solid #ddd' }} />
        <figcaption style={{ fontSize: 12 }}>
          <Typography.Link href={url} target="_blank" rel="noreferrer">
            {t('Open {{name}} in a new tab', { name: label })}
          </Typography.Link>
        </figcaption>
      </figure>
    );
  return (
    <Typography.Link href={url} target="_blank" rel="noreferrer">
      {label}
    </Typography.Link>
  );
}

/** A student's written answer: their text as written, then their files inline. */
export function AnswerView({ answer }: { answer: MarkingAnswerView }) {
  const { t, n } = useT();
  const text = answer.text.filter((t) => t.trim() !== '');
  return (
    <Card
      size="small"
      title={`${answer.name} · ${answer.sid}`}
      extra={
        answer.submittedAt
          ? t('Submitted {{when}}', { when: n(formatWhen.dayTime(answer.submittedAt)) })
          : null
      }
    >
      <section aria-label={t("Student's answer")}>
        {text.length ? (
          text.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one answer never move
            <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-wrap', fontSize: 16 }}>
              {t}
            </Typography.Paragraph>
          ))
        ) : (
          <Typography.Text type="secondary">{t('No text, files only.')}</Typography.Text>
        )}
        {answer.files.length > 0 ? (
          <Flex vertical gap={12}>
            {answer.files.map((f) => (
              <Flex key={f.url} vertical gap={8}>
                <AttachedFile file={f} />
                {f.evaluatedUrl ? <AttachedFile file={f} evaluated /> : null}
              </Flex>
            ))}
          </Flex>
        ) : text.length ? null : (
          <Empty description={t('Nothing attached')} />
        )}
      </section>
    </Card>
  );
}
