import { type ExamExceptionView, examExceptionRoutes, type StaffExamView } from '@lms/domain/contract';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { ExceptionTags } from '../../../components/exception-tags';
import { FormModal } from '../../../components/form-modal';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import {
  searchExamStudents,
  useExamExceptions,
  useRemoveException,
  useSetException,
} from '../api/exceptions-api';
import { when } from './exam-status';
import { useMayCall } from './use-may-call';

/** The exception form's fields. */
interface ExceptionValues {
  target: 'student' | 'group';
  studentId?: string;
  groupId?: string;
  extraMinutes?: number | null;
  duration?: number | null;
  retakeLimit?: number | null;
  startsAt?: string;
  endsAt?: string;
  reason: string;
}

const instant = (local?: string) => (local ? new Date(local).toISOString() : null);

/**
 * Exceptions to the exam's schedule: for one student or one group, extra minutes, another duration,
 * another window or (practice exams) another number of retakes, each with a reason; attempts in
 * progress get the new deadline at once.
 */
export function ExceptionsPanel({
  exam,
  groupName,
}: {
  exam: StaffExamView;
  groupName: Map<string, string>;
}) {
  const { t, n } = useT();
  const { modal } = App.useApp();
  const [form] = Form.useForm<ExceptionValues>();
  const [open, setOpen] = useState(false);
  const [students, setStudents] = useState<{ value: string; label: string }[]>([]);
  const exceptions = useExamExceptions(exam._id);
  const set = useSetException(exam._id);
  const remove = useRemoveException(exam._id);
  const mayChange = useMayCall(examExceptionRoutes.setExamException);
  const close = () => {
    setOpen(false);
    set.reset();
    form.resetFields();
  };
  const onSearch = async (search: string) => {
    if (search.trim().length < 2) return;
    const rows = await searchExamStudents(exam._id, search.trim());
    setStudents([
      ...new Map(
        rows.map((r) => [r.studentId, { value: r.studentId, label: `${r.name} (${r.phone})` }]),
      ).values(),
    ]);
  };
  const onFinish = async (v: ExceptionValues) => {
    await set.mutateAsync({
      ...(v.target === 'student' ? { studentId: v.studentId } : { groupId: v.groupId }),
      extraMinutes: v.extraMinutes ?? null,
      duration: v.duration ?? null,
      startsAt: instant(v.startsAt),
      endsAt: instant(v.endsAt),
      retakeLimit: exam.isPracticeExam ? (v.retakeLimit ?? null) : null,
      reason: v.reason,
    });
    close();
  };

  const columns: TableProps<ExamExceptionView>['columns'] = [
    {
      title: t('For'),
      key: 'for',
      render: (_: unknown, e) =>
        e.student ? e.student.name : t('Group {{group}}', { group: e.group?.name ?? '' }),
    },
    {
      title: t('Changes'),
      key: 'changes',
      render: (_: unknown, e) => (
        <>
          <ExceptionTags extraMinutes={e.extraMinutes ?? 0} />
          {e.duration ? t('{{minutes}} minutes', { minutes: n(e.duration) }) : null}
          {e.retakeLimit !== null ? ` ${t('Retakes allowed')}: ${n(e.retakeLimit)}` : null}
          {e.startsAt || e.endsAt
            ? ` ${t('Window {{opens}} – {{closes}}', {
                opens: e.startsAt ? when(n, e.startsAt) : '—',
                closes: e.endsAt ? when(n, e.endsAt) : '—',
              })}`
            : null}
        </>
      ),
    },
    { title: t('Reason'), dataIndex: 'reason', key: 'reason' },
    {
      title: '',
      key: 'actions',
      hidden: !mayChange,
      render: (_: unknown, e) => (
        <Button
          size="small"
          danger
          onClick={() =>
            modal.confirm({
              title: t('Remove this exception?'),
              content: t('Attempts in progress go back to the schedule.'),
              okText: t('Remove'),
              okButtonProps: { danger: true },
              onOk: () => remove.mutateAsync(e._id),
            })
          }
        >
          {t('Remove')}
        </Button>
      ),
    },
  ];

  return (
    <section aria-label={t('Exceptions')} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('Exceptions')}</Typography.Title>
      {remove.error ? <Alert type="error" showIcon title={errorText(remove.error)} /> : null}
      {mayChange ? (
        <Button onClick={() => setOpen(true)} style={{ marginBottom: 12 }}>
          {t('Add an exception')}
        </Button>
      ) : null}
      <Table<ExamExceptionView>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={exceptions.data ?? []}
        loading={exceptions.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('No exceptions.') }}
      />
      <FormModal<ExceptionValues>
        title={t('Add an exception')}
        open={open}
        onClose={close}
        okText={t('Save exception')}
        form={form}
        initialValues={{ target: 'student' }}
        onFinish={onFinish}
        pending={set.isPending}
        error={set.error}
      >
        <Form.Item name="target" label={t('For')}>
          <Radio.Group
            options={[
              { value: 'student', label: t('A student') },
              { value: 'group', label: t('A group') },
            ]}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['target']}>
          {({ getFieldValue }) =>
            getFieldValue('target') === 'group' ? (
              <Form.Item
                name="groupId"
                label={t('Group')}
                rules={[{ required: true, message: t('Choose a group') }]}
              >
                <Select
                  options={exam.assignments.map((a) => ({
                    value: a.groupId,
                    label: groupName.get(a.groupId) ?? a.groupId,
                  }))}
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="studentId"
                label={t('Student')}
                rules={[{ required: true, message: t('Choose a student') }]}
              >
                <Select
                  showSearch
                  filterOption={false}
                  onSearch={(value) => void onSearch(value)}
                  aria-label={t('Student')}
                  placeholder={t('Name or phone')}
                  options={students}
                />
              </Form.Item>
            )
          }
        </Form.Item>
        <Form.Item name="extraMinutes" label={t('Extra minutes')}>
          <InputNumber min={1} max={240} />
        </Form.Item>
        <Form.Item name="duration" label={t('Another duration (minutes)')}>
          <InputNumber min={1} max={1440} />
        </Form.Item>
        {exam.isPracticeExam ? (
          <Form.Item name="retakeLimit" label={t('Retakes allowed')}>
            <InputNumber min={0} max={100} />
          </Form.Item>
        ) : null}
        <Form.Item name="startsAt" label={t('Opens')}>
          <Input type="datetime-local" />
        </Form.Item>
        {exam.isPracticeExam ? null : (
          <Form.Item name="endsAt" label={t('Closes')}>
            <Input type="datetime-local" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('Reason')}
          rules={[{ required: true, min: 3, message: t('Give a reason') }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormModal>
    </section>
  );
}
