import type { Translate } from '@lms/browser/i18n';
import { ITEM_FLAG_LIMITS } from '@lms/domain';
import type { ExamItemAnalysisView, ItemAnalysisView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { counted } from '../../../components/count-text';
import { useT } from '../../../lib/i18n/use-t';
import { FixKeyModal } from './fix-key-modal';
import { MeasureTitle } from './measure-title';
import { VoidQuestionModal } from './void-question-modal';

/** Marks where a flag's sentence holds the option, which is drawn rather than interpolated. */
const OPTION_SLOT = '\u0000';

const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * A flag's reason in the shown language, from its code and the item's figures (the server words it in
 * English); a flag the console does not know keeps the server's words.
 */
function flagText(
  t: Translate,
  n: (value: string) => string,
  flag: ItemAnalysisView['flags'][number],
  item: ItemAnalysisView,
  index: number,
): ReactNode {
  const d = n((item.discrimination ?? 0).toFixed(2));
  const whole = (share: number) => n(`${Math.round(share * 100)}%`);
  if (flag.code === 'negativeDiscrimination')
    return t('Discrimination {{d}}: the weakest students did better than the strongest. Check the key.', {
      d,
    });
  if (flag.code === 'lowDiscrimination')
    return t('Discrimination {{d}} is below {{limit}}: it hardly separates strong from weak students.', {
      d,
      limit: ITEM_FLAG_LIMITS.lowDiscrimination,
    });
  if (flag.code === 'tooHard')
    return t('Only {{share}} answered correctly (under {{limit}}).', {
      share: whole(item.shareCorrect),
      limit: whole(ITEM_FLAG_LIMITS.tooHard),
    });
  if (flag.code === 'tooEasy')
    return t('{{share}} answered correctly (over {{limit}}).', {
      share: whole(item.shareCorrect),
      limit: whole(ITEM_FLAG_LIMITS.tooEasy),
    });
  // The most chosen option is outside the key, so it is the most chosen of the others.
  const mostChosen = item.options
    .filter((o) => !o.isKey)
    .reduce<ItemAnalysisView['options'][number] | null>(
      (most, o) => (most && most.chosen >= o.chosen ? most : o),
      null,
    );
  if (flag.code === 'keyNotMostChosen' && mostChosen)
    return withOption(
      t,
      (option) => t('The most chosen option "{{option}}" is not in the key.', { option }),
      mostChosen,
    );
  // The server flags the attracting options in their order, one flag each.
  const attracting = item.options.filter((o) => o.attractsStrong)[
    item.flags.slice(0, index).filter((f) => f.code === 'strongDistractor').length
  ];
  if (flag.code === 'strongDistractor' && attracting)
    return withOption(
      t,
      (option) =>
        t(
          'The wrong option "{{option}}" is chosen more by the strongest students than by the weakest: check it is really wrong.',
          { option },
        ),
      attracting,
    );
  return flag.reason;
}

/** A sentence naming an option, the option drawn as the paper draws it where the language puts it. */
function withOption(
  t: Translate,
  sentence: (option: string) => string,
  option: ItemAnalysisView['options'][number],
): ReactNode {
  if (option.image) return sentence(t('Image option'));
  const [before, after] = sentence(OPTION_SLOT).split(OPTION_SLOT);
  return (
    <>
      {before}
      <RichText as="span" text={option.text} />
      {after}
    </>
  );
}

/** How often each option was chosen, the key marked. */
function OptionCounts({ item }: { item: ItemAnalysisView }) {
  const { t, n } = useT();
  if (item.options.length === 0) return <Typography.Text type="secondary">{t('Written')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {item.options.map((o) => (
        <span key={o.text} style={{ fontWeight: o.isKey ? 600 : undefined }}>
          {o.isKey ? '✔ ' : ''}
          {o.image ? t('Image option') : <RichText as="span" text={o.text} />}:{' '}
          {o.chosenFalse !== null
            ? t('{{true}} true / {{false}} false', { true: o.chosen, false: o.chosenFalse })
            : n(String(o.chosen))}
          {o.discrimination !== null && (
            <Typography.Text type="secondary">
              {' '}
              ({t('D {{d}}', { d: n(o.discrimination.toFixed(2)) })})
            </Typography.Text>
          )}
          {o.attractsStrong && (
            <Tag color="orange" style={{ marginLeft: 4 }}>
              {t('attracts strong students')}
            </Tag>
          )}
        </span>
      ))}
    </Space>
  );
}

/**
 * The item analysis: per question the share correct (and partly correct), the discrimination index
 * (upper-lower 27%), the options chosen and the flags with their reasons; "Fix answer key" and "Void
 * question" per question (a voided one says so).
 */
export function ItemAnalysisTable({
  examId,
  analysis,
  canFix,
  loading,
}: {
  examId: string;
  analysis: ExamItemAnalysisView | undefined;
  canFix: boolean;
  loading: boolean;
}) {
  const { t, n } = useT();
  const [fixing, setFixing] = useState<ItemAnalysisView | null>(null);
  const [voiding, setVoiding] = useState<ItemAnalysisView | null>(null);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t(
          '{{attempts}} attempts. Discrimination is the mean score of the top 27% by total marks ({{upper}} attempts) minus that of the bottom 27%.',
          { attempts: analysis?.attempts ?? 0, upper: analysis?.upperLowerSize ?? 0 },
        )}
      </Typography.Paragraph>
      <Table<ItemAnalysisView>
        rowKey="questionId"
        size="small"
        loading={loading}
        dataSource={analysis?.items}
        pagination={false}
        scroll={{ x: 'max-content' }}
        rowClassName={(item) => (item.flags.length ? 'item-flagged' : '')}
        columns={[
          { title: '#', dataIndex: 'position', render: (p: number) => p + 1, width: 48 },
          {
            title: t('Question'),
            key: 'title',
            render: (_, item) => (
              <div style={{ maxWidth: 360 }}>
                <RichText text={item.title} />
                <Typography.Text type="secondary">
                  {item.type}, {counted(t, 'mark', item.point)}
                  {item.keyFixed ? ` · ${t('key corrected')}` : ''}
                </Typography.Text>
                {item.voided && (
                  <div>
                    <Tag color="blue" data-testid="voided-question">
                      {t('Voided')}:{' '}
                      {item.voided === 'fullMarks'
                        ? t('everyone gets its marks')
                        : t('dropped from the total')}
                    </Tag>
                  </div>
                )}
              </div>
            ),
          },
          {
            title: t('Correct'),
            key: 'correct',
            render: (_, item) => (
              <span>
                {pct(item.shareCorrect)}
                {item.partlyCorrect ? (
                  <div>{t('partly {{share}}', { share: pct(item.sharePartlyCorrect) })}</div>
                ) : null}
              </span>
            ),
          },
          {
            title: (
              <MeasureTitle
                title={t('Facility')}
                help={t('Mean marks on the question over its marks: 1 everyone got it, 0 nobody did.')}
              />
            ),
            dataIndex: 'facility',
            render: (f: number | null) => (f === null ? '–' : n(f.toFixed(2))),
          },
          {
            title: (
              <MeasureTitle
                title={t('Discrimination')}
                help={t(
                  'Upper-lower index: mean score of the top 27% minus that of the bottom 27%. Above 0.3 separates well; below 0 the weak did better.',
                )}
              />
            ),
            dataIndex: 'discrimination',
            render: (d: number | null) => (d === null ? '–' : n(d.toFixed(2))),
          },
          {
            title: (
              <MeasureTitle
                title={t('Point-biserial')}
                help={t(
                  'Correlation of the marks on this question with the marks on the rest of the test. Above 0.2 is good; near 0 or below, the question measures something else.',
                )}
              />
            ),
            dataIndex: 'pointBiserial',
            render: (r: number | null) => (r === null ? '–' : n(r.toFixed(2))),
          },
          { title: t('Options chosen'), key: 'options', render: (_, item) => <OptionCounts item={item} /> },
          {
            title: t('Flags'),
            key: 'flags',
            render: (_, item) => (
              <Space direction="vertical" size={2}>
                {item.flags.map((f, index) => (
                  <Tag
                    key={f.reason}
                    color="red"
                    data-flag={f.code}
                    style={{ whiteSpace: 'normal', maxWidth: 280 }}
                  >
                    {flagText(t, n, f, item, index)}
                  </Tag>
                ))}
              </Space>
            ),
          },
          ...(canFix
            ? [
                {
                  title: '',
                  key: 'fix',
                  render: (_: unknown, item: ItemAnalysisView) => (
                    <Space direction="vertical" size={4}>
                      {item.options.length ? (
                        <Button size="small" onClick={() => setFixing(item)}>
                          {t('Fix answer key')}
                        </Button>
                      ) : null}
                      <Button size="small" onClick={() => setVoiding(item)}>
                        {t('Void question')}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <FixKeyModal examId={examId} item={fixing} onClose={() => setFixing(null)} />
      <VoidQuestionModal examId={examId} item={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}
