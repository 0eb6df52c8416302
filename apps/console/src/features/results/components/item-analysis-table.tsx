import type { ExamItemAnalysisView, ItemAnalysisView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { useT } from '../../../lib/i18n/use-t';
import { FixKeyModal } from './fix-key-modal';

const pct = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** How often each option was chosen, the key marked. */
function OptionCounts({ item }: { item: ItemAnalysisView }) {
  const { t } = useT();
  if (item.options.length === 0) return <Typography.Text type="secondary">{t('Written')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {item.options.map((o) => (
        <span key={o.text} style={{ fontWeight: o.isKey ? 600 : undefined }}>
          {o.isKey ? '✔ ' : ''}
          {o.image ? 'Image option' : o.text}: {o.chosen}
          {o.chosenFalse !== null ? ` true / ${o.chosenFalse} false` : ''}
        </span>
      ))}
    </Space>
  );
}

/**
 * The item analysis: per question the share correct (and partly correct), the discrimination index
 * (upper-lower 27%), the options chosen and the flags with their reasons; "Fix answer key" per question.
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
  const { t } = useT();
  const [fixing, setFixing] = useState<ItemAnalysisView | null>(null);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {analysis?.attempts ?? 0} attempts. Discrimination is the mean score of the top 27% by total marks (
        {analysis?.upperLowerSize ?? 0} attempts) minus that of the bottom 27%.
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
                  {item.keyFixed ? ' · key corrected' : ''}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: t('Correct'),
            key: 'correct',
            render: (_, item) => (
              <span>
                {pct(item.shareCorrect)}
                {item.partlyCorrect ? <div>partly {pct(item.sharePartlyCorrect)}</div> : null}
              </span>
            ),
          },
          {
            title: t('Discrimination'),
            dataIndex: 'discrimination',
            render: (d: number | null) => (d === null ? '–' : d.toFixed(2)),
          },
          { title: t('Options chosen'), key: 'options', render: (_, item) => <OptionCounts item={item} /> },
          {
            title: t('Flags'),
            key: 'flags',
            render: (_, item) => (
              <Space direction="vertical" size={2}>
                {item.flags.map((f) => (
                  <Tag key={f.code} color="red" style={{ whiteSpace: 'normal', maxWidth: 280 }}>
                    {f.reason}
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
                  render: (_: unknown, item: ItemAnalysisView) =>
                    item.options.length ? (
                      <Button size="small" onClick={() => setFixing(item)}>
                        {t('Fix answer key')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <FixKeyModal examId={examId} item={fixing} onClose={() => setFixing(null)} />
    </>
  );
}
