import { normalizePhone } from '@lms/domain';
import { Form, Input, Select } from 'antd';
import { useT } from '../../../lib/i18n/use-t';
import { useBranches } from '../api/use-org';

/** A number the server takes (its own rule), checked before sending; an empty field is left to `required`. */
function phoneRule(message: string) {
  return {
    validator: (_: unknown, value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || normalizePhone(value) !== null
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/**
 * The fields of a student's details, inside a Form: name, roll, mobile number, guardian's number,
 * branch and session (admitting and editing share them).
 */
export function StudentFields({ phoneHint }: { phoneHint?: string }) {
  const { t } = useT();
  const branches = useBranches();
  return (
    <>
      <Form.Item
        label={t('Name')}
        name="name"
        rules={[{ required: true, whitespace: true, message: t('Enter the name') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        label={t('Roll number')}
        name="sid"
        rules={[{ required: true, whitespace: true, message: t('Enter the roll') }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        label={t('Mobile number')}
        name="phone"
        extra={phoneHint}
        rules={[
          { required: true, whitespace: true, message: t('Enter the mobile number') },
          phoneRule(t('Enter a valid mobile number, such as 01712345678')),
        ]}
      >
        <Input inputMode="tel" maxLength={20} placeholder={t('01XXXXXXXXX')} />
      </Form.Item>
      <Form.Item
        label={t("Guardian's number")}
        name="contact"
        rules={[phoneRule(t('Enter a valid mobile number, such as 01712345678'))]}
      >
        <Input inputMode="tel" maxLength={20} />
      </Form.Item>
      <Form.Item label={t('Branch')} name="branchId">
        <Select
          allowClear
          loading={branches.isPending}
          options={branches.data?.map((b) => ({ value: b._id, label: b.name }))}
        />
      </Form.Item>
      <Form.Item label={t('Session')} name="session">
        <Input maxLength={40} placeholder="2026-27" />
      </Form.Item>
    </>
  );
}
