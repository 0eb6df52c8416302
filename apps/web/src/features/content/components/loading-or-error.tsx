import { Empty, Spin } from 'antd';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/use-t';

/** A query's state as the pages show it. */
export interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The spinner while a list first loads, the not-found state for something outside the student's
 * courses, or the retry state; null once there is data.
 */
export function LoadingOrError({ query, what }: { query: QueryState; what: string }) {
  const { t } = useT();
  if (query.isPending) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin role="status" size="large" aria-label={t('Loading')} />
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) {
      return (
        <Empty
          style={{ padding: '48px 0' }}
          description={t('This {{what}} is not in your courses.', { what })}
        />
      );
    }
    return <LoadError onRetry={() => void query.refetch()} />;
  }
  return null;
}
