import type { TimeZone } from '@lms/domain';
import type { ScoreboardResult } from '@lms/domain/contract';
import { Table, Tag } from 'antd';
import { useT } from '../../lib/i18n/use-t';
import { examDate, meritOf, passFail, rowFigures } from './scoreboard-format';

/** Props of the scoreboard table. */
export interface ResultsTableProps {
  rows: ScoreboardResult[];
  loading: boolean;
  timeZone: TimeZone;
  onOpen: (row: ScoreboardResult) => void;
  /** The address of a row's result (the student's own page unless told). */
  hrefOf?: (row: ScoreboardResult) => string;
}

const ownResult = (row: ScoreboardResult) => `/result/${row.examId._id}/${row.groupId ?? ''}`;

/** The non-practice results: Exam Name (a link), Exam Date, Pass/Fail, Merit Position, Obtained, Total, Negative. */
export function ResultsTable({ rows, loading, timeZone, onOpen, hrefOf = ownResult }: ResultsTableProps) {
  const { t, n } = useT();
  return (
    <Table<ScoreboardResult>
      rowKey="_id"
      size="small"
      dataSource={rows}
      loading={loading}
      pagination={false}
      // On a phone the columns scroll sideways inside the table with the exam's name kept in view; an
      // empty table does not scroll (a scrolling region with nothing to focus is unreachable by keyboard).
      scroll={rows.length > 0 ? { x: 'max-content' } : undefined}
      locale={{ emptyText: t('No results yet') }}
      columns={[
        {
          title: t('Exam Name'),
          key: 'name',
          fixed: 'left',
          width: 120,
          render: (_, row) => (
            <a
              href={hrefOf(row)}
              onClick={(event) => {
                event.preventDefault();
                onOpen(row);
              }}
            >
              {row.examId.title}
            </a>
          ),
        },
        { title: t('Exam Date'), key: 'date', render: (_, row) => n(examDate(row, timeZone)) },
        {
          title: t('Pass/Fail'),
          key: 'pass',
          render: (_, row) => <Tag color={row.passed ? 'green' : 'red'}>{t(passFail(row))}</Tag>,
        },
        { title: t('Merit Position'), key: 'merit', render: (_, row) => n(meritOf(row)) },
        { title: t('Obtained Marks'), key: 'obtained', render: (_, row) => rowFigures(row).obtained },
        { title: t('Total Marks'), key: 'total', render: (_, row) => rowFigures(row).total },
        { title: t('Negative Marks'), key: 'negative', render: (_, row) => rowFigures(row).negative },
      ]}
    />
  );
}
