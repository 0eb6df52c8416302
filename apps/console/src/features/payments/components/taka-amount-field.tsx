import { parseTaka } from '@lms/domain';
import { Form, Input } from 'antd';

/** The amount field of the office's decisions (taka, above zero): `name` "amount", labelled `label`. */
export function TakaAmountField({ label, message }: { label: string; message: string }) {
  return (
    <Form.Item
      name="amount"
      label={label}
      rules={[
        {
          validator: async (_, v) => {
            if (!parseTaka(String(v ?? ''))) throw new Error(message);
          },
        },
      ]}
    >
      <Input inputMode="decimal" />
    </Form.Item>
  );
}
