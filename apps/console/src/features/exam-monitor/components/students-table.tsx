import type { Translate } from '@lms/browser/i18n';
import { MONITOR_STATES, type MonitorState, type MonitorStudentRow } from '@lms/domain/contract';
import { App, Button, Flex, Input, Select, Space, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { counted } from '../../../components/count-text';
import { ExceptionTags } from '../../../components/exception-tags';
import { ServerTable } from '../../../components/server-table';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { type StudentsQuery, useMonitorStudents, useSubmitForStudent } from '../api/monitor-api';
import type { MinutesTarget } from './add-minutes-modal';

const PAGE_SIZE = 25;

/** The colour of a state's tag. */
const STATE_COLORS: Record<MonitorState, string> = {
  notStarted: 'default',
  answering: 'green',
  offline: 'red',
  timeOver: 'orange',
  submitted: 'blue',
};

/**
 * A student's state in the shown language ("Not started", "Answering", "Offline", "Time over",
 * "Submitted").
 */
export function stateLabel(t: Translate, state: MonitorState): string {
  if (state === 'notStarted') return t('Not started');
  if (state === 'answering') return t('Answering');
  if (state === 'offline') return t('Offline');
  if (state === 'timeOver') return t('Time over');
  return t('Submitted');
}

/** The exam's students, paged and filtered by the server, with the actions of those who may take them. */
export function StudentsTable({
  examId,
  groups,
  canAct,
  onAddMinutes,
}: {
  examId: string;
  groups: { groupId: string; name: string }[];
  canAct: boolean;
  /** Absent once no more minutes can be added (the results are published). */
  onAddMinutes?: ((target: MinutesTarget) => void) | undefined;
}) {
  const { t, n } = useT();
  const { modal, message } = App.useApp();
  const clock = (iso: string | null) => (iso ? n(formatWhen.time(iso)) : '—');
  const [filters, setFilters] = useState<Omit<StudentsQuery, 'limit' | 'offset'>>({});
  const [page, setPage] = useState(1);
  const students = useMonitorStudents(examId, {
    ...filters,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const submit = useSubmitForStudent(examId);
  const filter = (change: Partial<StudentsQuery>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };

  const confirmSubmit = (row: MonitorStudentRow) =>
    modal.confirm({
      title: t('Submit the exam for {{name}}?', { name: row.name }),
      content: t('{{answers}} saved. The attempt is scored now and the student cannot answer any more.', {
        answers: counted(t, 'answer', row.answersSaved),
      }),
      okText: t('Submit for student'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const done = await submit.mutateAsync(row.studentId);
          void message.success(
            done.submittedNow
              ? t('Submitted for {{name}}', { name: row.name })
              : t('{{name}} had submitted already', { name: row.name }),
          );
        } catch (error) {
          void message.error(error instanceof Error ? error.message : t('The submit failed'));
        }
      },
    });

  const columns: TableProps<MonitorStudentRow>['columns'] = [
    {
      title: t('Name'),
      key: 'name',
      render: (_: unknown, row: MonitorStudentRow) => (
        <>
          {row.name} <ExceptionTags extraMinutes={row.extraMinutes} reopened={row.reopened} />
        </>
      ),
    },
    { title: t('Phone'), dataIndex: 'phone', key: 'phone' },
    { title: t('Group'), dataIndex: 'groupName', key: 'group', responsive: ['lg'] },
    {
      title: t('State'),
      key: 'state',
      render: (_: unknown, row: MonitorStudentRow) => (
        <Tag color={STATE_COLORS[row.state]}>{stateLabel(t, row.state)}</Tag>
      ),
    },
    { title: t('Last save'), dataIndex: 'lastSaveAt', key: 'lastSave', render: clock },
    { title: t('Answers saved'), dataIndex: 'answersSaved', key: 'answers' },
    { title: t('Deadline'), dataIndex: 'deadline', key: 'deadline', render: clock },
    ...(canAct
      ? [
          {
            title: t('Actions'),
            key: 'actions',
            render: (_: unknown, row: MonitorStudentRow) => {
              const state = row.state;
              if (state !== 'answering' && state !== 'offline' && state !== 'timeOver') return null;
              // Past the deadline more minutes come too late (the paper is closed), but submitting
              // now scores the attempt without waiting for the automatic submit.
              return (
                <Space>
                  {state === 'timeOver' || !onAddMinutes ? null : (
                    <Button
                      size="small"
                      onClick={() => onAddMinutes({ studentId: row.studentId, name: row.name })}
                    >
                      {t('Add minutes')}
                    </Button>
                  )}
                  <Button size="small" danger onClick={() => confirmSubmit(row)}>
                    {t('Submit')}
                  </Button>
                </Space>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label={t('Search by name or phone')}
          placeholder={t('Name or phone')}
          allowClear
          onSearch={(value) => filter({ search: value.trim() || undefined })}
          style={{ width: 220 }}
        />
        <Select
          aria-label={t('State')}
          placeholder={t('Any state')}
          allowClear
          value={filters.state}
          onChange={(state?: MonitorState) => filter({ state })}
          options={MONITOR_STATES.map((s) => ({ value: s, label: stateLabel(t, s) }))}
          style={{ width: 160 }}
        />
        <Select
          aria-label={t('Group')}
          placeholder={t('Every group')}
          allowClear
          value={filters.groupId}
          onChange={(groupId?: string) => filter({ groupId })}
          options={groups.map((g) => ({ value: g.groupId, label: g.name }))}
          style={{ width: 200 }}
        />
      </Flex>
      <ServerTable<MonitorStudentRow>
        query={students}
        rowKey={(row) => `${row.studentId}:${row.groupId}`}
        columns={columns}
        onChange={(pagination) => setPage(pagination.current ?? 1)}
        page={page}
        pageSize={PAGE_SIZE}
        noun="student"
      />
    </>
  );
}
