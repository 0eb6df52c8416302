import { type ExamAuthoringOptions, examStaffRoutes, type StaffExamView } from '@lms/domain/contract';
import { Alert, App, Button, Form, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import {
  confirmRefusedRescore,
  confirmRescore,
  isUnconfirmedRescore,
} from '../../../components/rescore-impact';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import {
  previewAssignmentUpdate,
  useAssignExam,
  useRemoveAssignment,
  useUpdateAssignment,
} from '../api/exams-api';
import { when } from './exam-status';
import { ExceptionsPanel } from './exceptions-panel';
import { ScheduleModal, type ScheduleValues, scheduleBody } from './schedule-modal';
import { useMayCall } from './use-may-call';

type Assignment = StaffExamView['assignments'][number];

/** The groups the exam is given to, each with its schedule: give, change, take away. */
export function ScheduleStep({
  exam,
  groups,
}: {
  exam: StaffExamView;
  groups: ExamAuthoringOptions['groups'];
}) {
  const i18n = useT();
  const { t, n } = i18n;
  const { modal } = App.useApp();
  const [form] = Form.useForm<ScheduleValues>();
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [open, setOpen] = useState(false);
  const [previewError, setPreviewError] = useState<unknown>(null);
  const assign = useAssignExam(exam._id);
  const update = useUpdateAssignment(exam._id);
  const remove = useRemoveAssignment(exam._id);
  const mayAssign = useMayCall(examStaffRoutes.assignExam);
  const groupName = new Map(groups.map((g) => [g._id, g.name]));
  const given = new Set(exam.assignments.map((a) => a.groupId));
  const close = () => {
    setOpen(false);
    setEditing(null);
    assign.reset();
    update.reset();
    setPreviewError(null);
  };
  /**
   * Saves a changed schedule; a change of cut marks or GPA factors that re-scores results shows its
   * impact and asks first (and asks with the server's words if a result was scored meanwhile).
   */
  const saveSchedule = async (groupId: string, body: ReturnType<typeof scheduleBody>) => {
    setPreviewError(null);
    let impact: Awaited<ReturnType<typeof previewAssignmentUpdate>>;
    try {
      impact = await previewAssignmentUpdate(exam._id, groupId, body);
    } catch (error) {
      setPreviewError(error);
      return false;
    }
    if (!(await confirmRescore(modal, impact, i18n))) return false;
    try {
      await update.mutateAsync({
        groupId,
        body: impact.needsConfirmation ? { ...body, confirmRescore: true } : body,
      });
      return true;
    } catch (error) {
      if (!isUnconfirmedRescore(error)) throw error;
      update.reset();
      if (!(await confirmRefusedRescore(modal, error, i18n))) return false;
      await update.mutateAsync({ groupId, body: { ...body, confirmRescore: true } });
      return true;
    }
  };
  const onFinish = async (values: ScheduleValues) => {
    const body = scheduleBody(values, exam.isPracticeExam);
    if (editing) {
      if (!(await saveSchedule(editing.groupId, body))) return;
    } else await assign.mutateAsync({ groupId: values.groupId, ...body });
    close();
  };

  const columns: TableProps<Assignment>['columns'] = [
    { title: t('Group'), key: 'group', render: (_: unknown, a) => groupName.get(a.groupId) ?? a.groupId },
    { title: t('Opens'), dataIndex: 'startsAt', key: 'startsAt', render: (at: string) => when(n, at) },
    {
      title: t('Closes'),
      dataIndex: 'endsAt',
      key: 'endsAt',
      render: (at: string | null) => (at ? when(n, at) : t('no end')),
    },
    { title: t('Minutes'), dataIndex: 'duration', key: 'duration' },
    {
      title: t('Answers'),
      dataIndex: 'multipleTimesSubmission',
      key: 'multiple',
      render: (multiple: boolean) => (multiple ? t('Can be changed') : t('Locked once given')),
    },
    { title: t('Cut marks'), dataIndex: 'cutMarks', key: 'cut', render: (c: number | null) => c ?? '—' },
    {
      title: t('GPA factors'),
      dataIndex: 'gpaFactor',
      key: 'gpa',
      render: (g: Assignment['gpaFactor']) =>
        g ? t('SSC {{ssc}} · HSC {{hsc}}', { ssc: g.ssc ?? 0, hsc: g.hsc ?? 0 }) : '—',
    },
    {
      title: t('Results'),
      dataIndex: 'resultsPublishedAt',
      key: 'published',
      render: (at: string | null) =>
        at ? t('Published {{when}}', { when: when(n, at) }) : t('Not published'),
    },
    {
      title: '',
      key: 'actions',
      hidden: !mayAssign,
      render: (_: unknown, a) => (
        <Space>
          <Button
            size="small"
            onClick={() => {
              setEditing(a);
              setOpen(true);
            }}
          >
            {t('Change')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() =>
              modal.confirm({
                title: groupName.has(a.groupId)
                  ? t('Take the exam away from {{group}}?', { group: groupName.get(a.groupId) })
                  : t('Take the exam away from this group?'),
                content: t('Results already made stay.'),

                okText: t('Take away'),
                okButtonProps: { danger: true },
                onOk: () => remove.mutateAsync(a.groupId),
              })
            }
          >
            {t('Take away')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div>
      {remove.error ? (
        <Alert type="error" showIcon title={errorText(remove.error)} style={{ marginBottom: 12 }} />
      ) : null}
      {mayAssign ? (
        <Button type="primary" onClick={() => setOpen(true)} style={{ marginBottom: 12 }}>
          {t('Give to a group')}
        </Button>
      ) : null}
      <Table<Assignment>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={exam.assignments}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('Not given to any group yet.') }}
      />
      <ScheduleModal
        open={open}
        editing={editing}
        isPractice={exam.isPracticeExam}
        groups={groups
          .filter((g) => !given.has(g._id) || g._id === editing?.groupId)
          .map((g) => ({ value: g._id, label: g.name }))}
        form={form}
        onClose={close}
        onFinish={onFinish}
        pending={assign.isPending || update.isPending}
        error={assign.error ?? update.error ?? previewError}
      />
      {exam.assignments.length ? <ExceptionsPanel exam={exam} groupName={groupName} /> : null}
    </div>
  );
}
