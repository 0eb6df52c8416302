import { localPhoneOf } from '@lms/domain';
import type { ResultsPageView } from '@lms/domain/contract';
import { Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { ServerTable } from '../../../components/server-table';
import { useT } from '../../../lib/i18n/use-t';
import { useResultsPage } from '../api/results-api';
import { StudentResultDrawer } from './student-result-drawer';

type Row = ResultsPageView['items'][number];
const PAGE_SIZE = 20;

/** The exam's results a page at a time, best first, searchable; a name opens the student's result. */
export function ResultsTable({ examId, groupId }: { examId: string; groupId: string | undefined }) {
  const { t, n } = useT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<string>();
  const [open, setOpen] = useState<Row>();
  const query = { groupId, search, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const results = useResultsPage(examId, query);
  return (
    <>
      <Input.Search
        aria-label={t('Search results')}
        placeholder={t('Search by name, roll or number')}
        allowClear
        onSearch={(v) => {
          setSearch(v.trim() || undefined);
          setPage(1);
        }}
        style={{ width: 280, maxWidth: '100%', marginBottom: 12 }}
      />
      <ServerTable<Row>
        query={results}
        page={page}
        pageSize={PAGE_SIZE}
        noun="result"
        onChange={(p) => setPage(p.current ?? 1)}
        columns={[
          { title: t('Position'), dataIndex: 'rank', render: (r: number | null) => r ?? '–' },
          {
            title: t('Name'),
            dataIndex: 'name',
            render: (name: string, r: Row) => (
              <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen(r)}>
                {name}
              </Button>
            ),
          },
          { title: t('Roll'), dataIndex: 'sid' },
          {
            title: t('Mobile'),
            dataIndex: 'username',
            responsive: ['lg'],
            render: (u: string) => localPhoneOf(u),
          },
          { title: t('Group'), dataIndex: 'groupName', responsive: ['md'] },
          {
            title: t('Branch'),
            key: 'branch',
            responsive: ['lg'],
            render: (_: unknown, r: Row) =>
              r.branchName ? `${r.branchName}${r.branchRank ? ` (${n(r.branchRank)})` : ''}` : '–',
          },
          {
            title: t('Percentile'),
            dataIndex: 'percentile',
            responsive: ['md'],
            render: (p: number | null) => (p === null ? '–' : n(p)),
          },
          {
            title: t('Marks'),
            key: 'marks',
            render: (_: unknown, r: Row) => `${r.marksObtained ?? '–'} / ${r.totalMarks ?? '–'}`,
          },
          {
            title: t('Result'),
            key: 'passed',
            render: (_: unknown, r: Row) => (
              <>
                <Tag color={r.passed ? 'green' : 'red'}>{r.passed ? t('Passed') : t('Failed')}</Tag>
                {r.pending ? <Tag>{t('Marking')}</Tag> : null}
                {r.publishedAt ? <Tag color="blue">{t('Published')}</Tag> : null}
              </>
            ),
          },
        ]}
      />
      <StudentResultDrawer
        examId={examId}
        studentId={open?.studentId}
        name={open?.name ?? ''}
        onClose={() => setOpen(undefined)}
      />
    </>
  );
}
