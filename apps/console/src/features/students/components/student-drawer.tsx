import { localPhoneOf } from '@lms/domain';
import type { StudentDetail } from '@lms/domain/contract';
import { App, Button, Descriptions, Drawer, Empty, Flex, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { TextWithParts } from '../../../components/text-with-parts';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { formatWhen } from '../../../lib/format-when';
import { useT } from '../../../lib/i18n/use-t';
import { useStudentActions, useStudentDetail } from '../api/student-admin';
import { EditStudentModal } from './edit-student-modal';
import { StandingExtraTime } from './standing-extra-time';

type Attempt = StudentDetail['attempts'][number];

/** A student's status as tags: active or deactivated, registered or not. */
export function StudentStatus({ active, registered }: { active: boolean; registered: boolean }) {
  const { t } = useT();
  return (
    <Flex gap={4} wrap>
      {active ? null : <Tag color="red">{t('Deactivated')}</Tag>}
      {registered ? <Tag color="green">{t('Registered')}</Tag> : <Tag>{t('Not yet')}</Tag>}
    </Flex>
  );
}

/** The edit, deactivate/reactivate, password reset and registration code buttons, each confirmed first. */
function StudentActions({ student }: { student: StudentDetail }) {
  const { t } = useT();
  const { modal, message } = App.useApp();
  const actions = useStudentActions(student._id);
  const [editing, setEditing] = useState(false);
  const failed = (err: unknown) => message.error(errorText(err));
  const error =
    actions.deactivate.error ??
    actions.reactivate.error ??
    actions.resetPassword.error ??
    actions.resendCode.error;

  const deactivate = () =>
    modal.confirm({
      title: t('Deactivate {{name}}?', { name: student.name }),
      content: t(
        'They are signed out everywhere now and cannot sign in until reactivated. Their records are kept.',
      ),
      okText: t('Deactivate'),
      okButtonProps: { danger: true },
      onOk: () =>
        actions.deactivate.mutateAsync().then(() => message.success(t('Student deactivated')), failed),
    });
  const resetPassword = () =>
    modal.confirm({
      title: t("Reset {{name}}'s password?", { name: student.name }),
      content: t(
        'Their password is cleared and they are signed out. A code is sent to their number; with it they set a new password in the app.',
      ),
      okText: t('Reset password'),
      okButtonProps: { danger: true },
      onOk: () =>
        actions.resetPassword.mutateAsync().then((sent) => {
          modal.info({
            title: t('Password reset'),
            content: (
              <span data-testid="reset-code-sent">
                {t('A code was sent to {{phone}}; the student sets a new password with it in the app.', {
                  phone: sent.phone,
                })}
              </span>
            ),
          });
        }, failed),
    });
  // Each sends an SMS or changes the account: a double-click runs them once.
  const resendCode = useSubmitGuard(() =>
    actions.resendCode.mutateAsync(undefined).then((sent) => {
      modal.info({
        title: t('Registration code sent'),
        content: sent.otp ? (
          <span>
            <TextWithParts
              text={t('Sent to {{phone}}. Code: {{code}}')}
              parts={{ phone: sent.phone, code: <strong data-testid="revealed-code">{sent.otp}</strong> }}
            />
          </span>
        ) : (
          t('Sent to {{phone}}.', { phone: sent.phone })
        ),
      });
    }),
  );
  const reactivate = useSubmitGuard(() =>
    actions.reactivate.mutateAsync(undefined).then(() => message.success(t('Student reactivated'))),
  );

  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={8}>
        <Button onClick={() => setEditing(true)}>{t('Edit')}</Button>
        {student.active ? (
          <Button danger onClick={deactivate}>
            {t('Deactivate')}
          </Button>
        ) : (
          <Button loading={reactivate.busy} onClick={() => reactivate.submit()}>
            {t('Reactivate')}
          </Button>
        )}
        {student.registered && (
          <Button danger onClick={resetPassword}>
            {t('Reset password')}
          </Button>
        )}
        {!student.registered && student.active && (
          <Button loading={resendCode.busy} onClick={() => resendCode.submit()}>
            {t('Resend registration code')}
          </Button>
        )}
      </Flex>
      <ErrorAlert error={error} gap={0} />
      {editing && <EditStudentModal student={student} onClose={() => setEditing(false)} />}
    </Flex>
  );
}

/** A student's profile, groups and exam attempts, with the actions on the student. */
export function StudentDrawer({
  studentId,
  onClose,
}: {
  studentId: string | undefined;
  onClose: () => void;
}) {
  const { t, n } = useT();
  const when = (at: string | null) => (at ? n(formatWhen.dayTime(at)) : '—');
  const detail = useStudentDetail(studentId);
  const s = detail.data;
  return (
    <Drawer
      open={Boolean(studentId)}
      onClose={onClose}
      size="min(640px, 100vw)"
      title={s?.name ?? t('Student')}
      destroyOnHidden
    >
      <ErrorAlert error={detail.error} gap={0} />
      {detail.isPending && studentId && <Spin />}
      {s && (
        <Flex vertical gap={16}>
          <StudentActions student={s} />
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('Roll')}>{s.sid}</Descriptions.Item>
            <Descriptions.Item label={t('Mobile')}>{localPhoneOf(s.username)}</Descriptions.Item>
            <Descriptions.Item label={t('Guardian')}>{s.contact || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('Branch')}>{s.branchName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('Session')}>{s.session || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('Status')}>
              <StudentStatus active={s.active} registered={s.registered} />
            </Descriptions.Item>
            <Descriptions.Item label={t('Student code')}>{s.code}</Descriptions.Item>
            <Descriptions.Item label={t('Admitted')}>{when(s.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('Registered')}>{when(s.registeredAt)}</Descriptions.Item>
            <Descriptions.Item label={t('Extra time')}>
              <StandingExtraTime student={s} />
            </Descriptions.Item>
          </Descriptions>
          <section aria-label={t('Groups')}>
            <Typography.Title level={5}>{t('Groups')}</Typography.Title>
            {s.groups.length ? (
              <Flex wrap gap={4}>
                {s.groups.map((g) => (
                  <Tag key={g._id}>{g.name}</Tag>
                ))}
              </Flex>
            ) : (
              <Typography.Text type="secondary">{t('In no group')}</Typography.Text>
            )}
          </section>
          <section aria-label={t('Exam attempts')}>
            <Typography.Title level={5}>{t('Exam attempts')}</Typography.Title>
            <Table<Attempt>
              size="small"
              rowKey="examId"
              dataSource={s.attempts}
              locale={{ emptyText: <Empty description={t('No exams taken yet')} /> }}
              scroll={{ x: 'max-content' }}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                { title: t('Exam'), dataIndex: 'examTitle', key: 'exam' },
                { title: t('Started'), dataIndex: 'startedAt', key: 'started', render: when },
                {
                  title: t('Result'),
                  key: 'result',
                  render: (_: unknown, a: Attempt) =>
                    a.marksObtained === null
                      ? a.submittedAt
                        ? t('Not scored yet')
                        : t('Not submitted')
                      : `${n(`${a.marksObtained} / ${a.totalMarks ?? '?'}`)}${a.passed === null ? '' : ` (${a.passed ? t('pass') : t('fail')})`}`,
                },
              ]}
            />
          </section>
        </Flex>
      )}
    </Drawer>
  );
}
