import { localPhoneOf } from '@lms/domain';
import type { ResultsPageView } from '@lms/domain/contract';
import { Button, Flex, Input, Select, Tag } from 'antd';
import { useState } from 'react';
import { ExceptionTags } from '../../../components/exception-tags';
import { ServerTable } from '../../../components/server-table';
import { useT } from '../../../lib/i18n/use-t';
import { useResultsPage } from '../api/results-api';
import { SatCell } from './sat-cell';
import { StudentResultDrawer } from './student-result-drawer';

type Row = ResultsPageView['items'][number];
const PAGE_SIZE = 20;

/**
 * The exam's results a page at a time, best first, then the students who never started it (Absent, no
 * position); searchable and filtered by state; a name opens the student's result.
 */
export function ResultsTable({ examId, groupId }: { examId: string; groupId: string | undefined }) {
  const { t, n } = useT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState<string>();
  const [state, setState] = useState<Row['state']>();
  const [open, setOpen] = useState<Row>();
  const query = { groupId, search, state, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const results = useResultsPage(examId, query);
  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('Search results')}
          placeholder={t('Search by name, roll or number')}
          allowClear
          onSearch={(v) => {
            setSearch(v.trim() || undefined);
            setPage(1);
          }}
          style={{ width: 280, maxWidth: '100%' }}
        />
        <Select
          aria-label={t('State')}
          placeholder={t('Sat and absent')}
          allowClear
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={[
            { value: 'sat', label: t('Sat') },
            { value: 'absent', label: t('Absent') },
          ]}
          style={{ width: 180 }}
        />
      </Flex>
      <ServerTable<Row>
        query={results}
        rowKey="studentId"
        page={page}
        pageSize={PAGE_SIZE}
        noun="result"
        onChange={(p) => setPage(p.current ?? 1)}
        columns={[
          { title: t('Position'), dataIndex: 'rank', render: (r: number | null) => r ?? '–' },
          {
            title: t('Name'),
            dataIndex: 'name',
            render: (name: string, r: Row) =>
              r.state === 'absent' ? (
                name
              ) : (
                <>
                  <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setOpen(r)}>
                    {name}
                  </Button>{' '}
                  <ExceptionTags extraMinutes={r.extraMinutes} reopened={r.reopened} />
                </>
              ),
          },
          { title: t('Roll'), dataIndex: 'sid' },
          {
            title: t('Sat'),
            key: 'source',
            render: (_: unknown, r: Row) => (
              <SatCell source={r.state === 'absent' ? null : r.source} both={r.bothPaperAndOnline} />
            ),
          },
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
            render: (_: unknown, r: Row) =>
              r.state === 'absent' ? '–' : `${r.marksObtained ?? '–'} / ${r.totalMarks ?? '–'}`,
          },
          {
            title: t('Result'),
            key: 'passed',
            render: (_: unknown, r: Row) =>
              r.state === 'absent' ? (
                <Tag>{t('Absent')}</Tag>
              ) : (
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
