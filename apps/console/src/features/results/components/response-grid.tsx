import type { ExamStatisticsView, ResponseGridView } from '@lms/domain/contract';
import { App, Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { ServerTable } from '../../../components/server-table';
import { useT } from '../../../lib/i18n/use-t';
import { downloadResponseGrid, type ReportFilter, useResponseGrid } from '../api/reports-api';
import { ReportFilters } from './report-filters';

type Row = ResponseGridView['items'][number] & { _id: string };
type Cell = Row['cells'][number];
const PAGE_SIZE = 25;

const COLOURS: Record<Cell['state'], string | undefined> = {
  right: '#d9f2d0',
  wrong: '#f8d0d0',
  partly: '#fcebc2',
  skipped: undefined,
  pending: '#e6e6e6',
};

/**
 * The response grid: one row per student who sat (best first), one column per question with the
 * option(s) chosen coloured right / wrong / partly and the marks; filtered by group and branch, a
 * page at a time; the whole grid saved as .xlsx.
 */
export function ResponseGrid({
  examId,
  title,
  groups,
}: {
  examId: string;
  title: string;
  groups: ExamStatisticsView['groups'] | undefined;
}) {
  const { t, n } = useT();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<ReportFilter>({});
  const grid = useResponseGrid(examId, { ...filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const [saving, setSaving] = useState(false);
  const states: Record<Cell['state'], string> = {
    right: t('right'),
    wrong: t('wrong'),
    partly: t('partly right'),
    skipped: t('skipped'),
    pending: t('waiting for marks'),
  };
  const rows = grid.data && {
    total: grid.data.total,
    items: grid.data.items.map((r) => ({ ...r, _id: r.studentId })),
  };
  const save = () => {
    setSaving(true);
    downloadResponseGrid(examId, title, filter)
      .catch((e: Error) => message.error(e.message))
      .finally(() => setSaving(false));
  };
  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <ReportFilters
          groups={groups}
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
        />
        <Button onClick={save} loading={saving}>
          {t('Export response grid (.xlsx)')}
        </Button>
      </Flex>
      <ServerTable<Row>
        query={{ ...grid, data: rows }}
        page={page}
        pageSize={PAGE_SIZE}
        noun="result"
        size="small"
        onChange={(p) => setPage(p.current ?? 1)}
        columns={[
          { title: t('Name'), dataIndex: 'name', fixed: 'left' },
          { title: t('Roll'), dataIndex: 'roll' },
          { title: t('Group'), dataIndex: 'group' },
          { title: t('Branch'), dataIndex: 'branch', render: (b: string | null) => b ?? '–' },
          {
            title: t('Marks'),
            dataIndex: 'marksObtained',
            render: (m: number | null) => (m === null ? '–' : n(String(m))),
          },
          ...(grid.data?.questions ?? []).map((q, index) => ({
            title: <Tooltip title={q.title}>{t('Q{{n}}', { n: n(String(q.position)) })}</Tooltip>,
            key: q.questionId,
            render: (_: unknown, row: Row) => {
              const cell = row.cells[index];
              if (!cell) return null;
              return (
                <Tooltip title={states[cell.state]}>
                  <span
                    data-state={cell.state}
                    style={{ background: COLOURS[cell.state], padding: '0 4px', whiteSpace: 'nowrap' }}
                  >
                    {cell.state === 'skipped'
                      ? '–'
                      : `${cell.choice} ${cell.marks === null ? '' : n(String(cell.marks))}`}
                  </span>
                </Tooltip>
              );
            },
          })),
        ]}
      />
    </>
  );
}
