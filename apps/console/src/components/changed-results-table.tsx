import type { RescoreImpactView } from '@lms/domain/contract';
import { Table, Typography } from 'antd';
import type { useT } from '../lib/i18n/use-t';

type Localized = Pick<ReturnType<typeof useT>, 't' | 'n'>;
type ChangedResult = RescoreImpactView['changedResults'][number];

/**
 * The students whose result a re-score would change: marks, merit position and pass before and
 * after, ten to a page; when the server named fewer than all, says how many it shows.
 */
export function ChangedResultsTable({ impact, i18n }: { impact: RescoreImpactView; i18n: Localized }) {
  const { t, n } = i18n;
  const rows = impact.changedResults;
  if (rows.length === 0) return null;
  const passText = (passed: boolean) => (passed ? t('Passed') : t('Failed'));
  const marks = (marks: number, total: number) => `${n(marks)}/${n(total)}`;
  return (
    <>
      <Table<ChangedResult>
        data-testid="changed-results"
        size="small"
        rowKey="studentId"
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
        columns={[
          { title: t('Student'), dataIndex: 'name' },
          { title: t('Roll'), dataIndex: 'roll' },
          {
            title: t('Marks'),
            render: (_, r) => `${marks(r.marksBefore, r.totalBefore)} → ${marks(r.marksAfter, r.totalAfter)}`,
          },
          { title: t('Position'), render: (_, r) => `${n(r.from)} → ${n(r.to)}` },
          {
            title: t('Pass or fail'),
            render: (_, r) =>
              r.passedBefore === r.passedAfter ? (
                passText(r.passedAfter)
              ) : (
                <Typography.Text strong type={r.passedAfter ? 'success' : 'danger'}>
                  {`${passText(r.passedBefore)} → ${passText(r.passedAfter)}`}
                </Typography.Text>
              ),
          },
        ]}
      />
      {rows.length < impact.changed ? (
        <Typography.Text type="secondary">
          {t('The first {{shown}} of {{count}} changed results are shown.', {
            shown: n(rows.length),
            count: n(impact.changed),
          })}
        </Typography.Text>
      ) : null}
    </>
  );
}
