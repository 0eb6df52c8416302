import { Form, Input } from 'antd';
import type { ReactNode } from 'react';

/** Props of a required line of text on a form. */
export interface TextFieldProps {
  label: string;
  name: string;
  /** Most characters. */
  max: number;
  /** What the field says when left empty. */
  missing: string;
  extra?: ReactNode;
}

/** A required line of text (blank is empty too). */
export function TextField({ label, name, max, missing, extra }: TextFieldProps) {
  return (
    <Form.Item
      label={label}
      name={name}
      extra={extra}
      rules={[{ required: true, whitespace: true, message: missing }]}
    >
      <Input maxLength={max} />
    </Form.Item>
  );
}
