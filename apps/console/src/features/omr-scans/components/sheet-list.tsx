import type { OmrSheetRead } from '@lms/domain/contract';
import { Empty, Flex, Image, Segmented, Table, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { problemLabel } from './problem-label';

type Filter = 'all' | 'problems' | 'clean';

/** A question's marks as read: `B`, `A, C`, or a dash for none. */
const marksText = (marks: readonly string[] | undefined) =>
  marks && marks.length > 0 ? marks.join(', ') : '–';

/** Every question's marks in one line: `1: B · 2: A, C · 3: –`. */
const answersText = (answers: OmrSheetRead['answers']) =>
  Object.entries(answers)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([n, marks]) => `${n}: ${marksText(marks)}`)
    .join(' · ');

/** The doubtful parts of a sheet: each crop beside what was read there, then all the answers. */
export function SheetDetail({ sheet }: { sheet: OmrSheetRead }) {
  const { t } = useT();
  const crop = (key: string, src: string, label: string, read: string, width = 260) => (
    <Flex key={key} gap={12} align="center" wrap>
      <Image src={src} alt={label} width={width} style={{ border: '1px solid #ddd' }} />
      <Flex vertical>
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text strong>{read}</Typography.Text>
      </Flex>
    </Flex>
  );
  return (
    <Flex vertical gap={12} component="section" aria-label={t('Sheet {{page}}', { page: sheet.page })}>
      {sheet.crops.page ? crop('page', sheet.crops.page, t('The page'), t('No sheet found')) : null}
      {sheet.crops.roll
        ? crop('roll', sheet.crops.roll, t('Roll'), t('Read: {{read}}', { read: sheet.roll ?? '–' }), 120)
        : null}
      {Object.entries(sheet.crops.questions).map(([n, src]) =>
        crop(
          `q${n}`,
          src,
          t('Question {{number}}', { number: n }),
          t('Read: {{read}}', { read: marksText(sheet.answers[n]) }),
        ),
      )}
      <Typography.Text>
        {t('Answers read')}: {answersText(sheet.answers)}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The sheets of a read: page, roll, the student matched, set and problems, filtered to those with
 * problems or the clean ones; a row opens to the crops of its doubtful parts beside what was read.
 * `actions` fills a last column per sheet and `toolbar` sits above the table (the review's buttons,
 * such as correcting a sheet or accepting all clean sheets, go there).
 */
export function SheetList({
  sheets,
  actions,
  toolbar,
}: {
  sheets: OmrSheetRead[];
  actions?: (sheet: OmrSheetRead) => ReactNode;
  toolbar?: (shown: { clean: OmrSheetRead[] }) => ReactNode;
}) {
  const { t, n } = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const withProblems = sheets.filter((s) => s.problems.length > 0);
  const clean = sheets.filter((s) => s.problems.length === 0);
  const shown = filter === 'problems' ? withProblems : filter === 'clean' ? clean : sheets;
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <Segmented<Filter>
          aria-label={t('Which sheets')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('All ({{total}})', { total: n(String(sheets.length)) }) },
            {
              value: 'problems',
              label: t('With problems ({{total}})', { total: n(String(withProblems.length)) }),
            },
            { value: 'clean', label: t('Clean ({{total}})', { total: n(String(clean.length)) }) },
          ]}
        />
        {toolbar?.({ clean })}
      </Flex>
      <Table<OmrSheetRead>
        rowKey="page"
        size="small"
        dataSource={shown}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty description={t('No sheets')} /> }}
        expandable={{ expandedRowRender: (sheet) => <SheetDetail sheet={sheet} /> }}
        columns={[
          { title: t('Page'), dataIndex: 'page', width: 70, render: (page: number) => n(String(page)) },
          { title: t('Roll'), dataIndex: 'roll', width: 110, render: (roll: string | null) => roll ?? '–' },
          {
            title: t('Student'),
            dataIndex: 'studentName',
            render: (name: string | null) =>
              name ?? <Typography.Text type="secondary">{t('Not matched')}</Typography.Text>,
          },
          { title: t('Set'), dataIndex: 'set', width: 60, render: (set: string | null) => set ?? '–' },
          {
            title: t('Problems'),
            key: 'problems',
            render: (_, sheet) =>
              sheet.problems.length === 0 ? (
                <Tag color="green">{t('Clean')}</Tag>
              ) : (
                <Flex gap={4} wrap>
                  {sheet.problems.map((p) => (
                    <Tag key={`${p.code}-${p.question ?? ''}`} color="orange">
                      {problemLabel(t, p)}
                    </Tag>
                  ))}
                </Flex>
              ),
          },
          ...(actions
            ? [
                {
                  title: t('Action'),
                  key: 'action',
                  width: 140,
                  render: (_: unknown, s: OmrSheetRead) => actions(s),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
