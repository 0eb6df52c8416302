import { Form, Input, Select } from 'antd';
import { useBranches } from '../api/use-org';

/**
 * The fields of a student's details, inside a Form: name, roll, mobile number, guardian's number,
 * branch and session (admitting and editing share them).
 */
export function StudentFields({ phoneHint }: { phoneHint?: string }) {
  const branches = useBranches();
  return (
    <>
      <Form.Item
        label="Name"
        name="name"
        rules={[{ required: true, whitespace: true, message: 'Enter the name' }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        label="Roll number"
        name="sid"
        rules={[{ required: true, whitespace: true, message: 'Enter the roll' }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        label="Mobile number"
        name="phone"
        extra={phoneHint}
        rules={[{ required: true, whitespace: true, message: 'Enter the mobile number' }]}
      >
        <Input inputMode="tel" maxLength={20} placeholder="01XXXXXXXXX" />
      </Form.Item>
      <Form.Item label="Guardian's number" name="contact">
        <Input inputMode="tel" maxLength={20} />
      </Form.Item>
      <Form.Item label="Branch" name="branchId">
        <Select
          allowClear
          loading={branches.isPending}
          options={branches.data?.map((b) => ({ value: b._id, label: b.name }))}
        />
      </Form.Item>
      <Form.Item label="Session" name="session">
        <Input maxLength={40} placeholder="2026-27" />
      </Form.Item>
    </>
  );
}
