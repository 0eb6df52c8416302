import { errorTitleOrMessage } from '@lms/domain/client';
import { Alert } from 'antd';

/** The failure of a call as a red box with the server's message; nothing while there is none. */
export function ErrorAlert({ error, gap = 16 }: { error: unknown; gap?: number }) {
  if (!error) return null;
  return <Alert type="error" showIcon title={errorTitleOrMessage(error)} style={{ marginBottom: gap }} />;
}
