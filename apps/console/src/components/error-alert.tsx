import { ApiError, errorTitleOrMessage } from '@lms/domain/client';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { errorText } from '../lib/error-text';

/**
 * The failure of a call as a red box with the server's title (`describe` may put it in a sentence) and,
 * below it, its message when that says more (a 400's "phone: Phone number is not valid"); nothing while
 * there is none. It keeps `gap` below it unless `style` places it otherwise.
 */
export function ErrorAlert({
  error,
  gap = 16,
  style,
  describe,
}: {
  error: unknown;
  gap?: number;
  style?: CSSProperties;
  describe?: (message: string) => string;
}) {
  if (!error) return null;
  const english = errorTitleOrMessage(error);
  const message = errorText(error);
  const detail = error instanceof ApiError && error.message !== english ? error.message : undefined;
  return (
    <Alert
      type="error"
      showIcon
      title={describe ? describe(message) : message}
      description={detail}
      style={style ?? { marginBottom: gap }}
    />
  );
}
