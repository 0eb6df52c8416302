import {
  examExceptionRoutes,
  MAX_EXTRA_MINUTES,
  type StudentDetail,
  staffMayCall,
} from '@lms/domain/contract';
import { App, Button, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { useT } from '../../../lib/i18n/use-t';
import { useStaff } from '../../../lib/session';
import { useSetStandingExtraTime } from '../api/extra-time-api';

/**
 * A student's standing extra time (an accessibility need): minutes added to every exam they start, shown
 * with a button to change it for those who schedule exams.
 */
export function StandingExtraTime({ student }: { student: StudentDetail }) {
  const { t, n } = useT();
  const { message } = App.useApp();
  const staff = useStaff();
  const [form] = Form.useForm<{ minutes: number }>();
  const [open, setOpen] = useState(false);
  const save = useSetStandingExtraTime(student._id);
  const minutes = student.extraTimeMinutes ?? 0;
  const mayChange =
    staff !== null && staffMayCall(examExceptionRoutes.setStandingExtraTime.access, staff.roles);
  const close = () => {
    setOpen(false);
    save.reset();
  };
  return (
    <>
      <Typography.Text>
        {minutes > 0 ? t('{{minutes}} more minutes in every exam', { minutes: n(minutes) }) : t('None')}
      </Typography.Text>
      {mayChange ? (
        <Button size="small" style={{ marginInlineStart: 8 }} onClick={() => setOpen(true)}>
          {t('Standing extra time')}
        </Button>
      ) : null}
      <FormModal<{ minutes: number }>
        title={t('Standing extra time for {{name}}', { name: student.name })}
        open={open}
        onClose={close}
        okText={t('Save')}
        form={form}
        initialValues={{ minutes }}
        onFinish={async (v) => {
          await save.mutateAsync(v.minutes);
          close();
          message.success(t('Standing extra time saved'));
        }}
        pending={save.isPending}
        error={save.error}
        intro={
          <Typography.Paragraph type="secondary">
            {t(
              'An accessibility need: these minutes are added to the deadline of every exam the student starts from now on. 0 removes it.',
            )}
          </Typography.Paragraph>
        }
      >
        <Form.Item
          name="minutes"
          label={t('Minutes')}
          rules={[{ required: true, message: t('Give the minutes') }]}
        >
          <InputNumber min={0} max={MAX_EXTRA_MINUTES} />
        </Form.Item>
      </FormModal>
    </>
  );
}
