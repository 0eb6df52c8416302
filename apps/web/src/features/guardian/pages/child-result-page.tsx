import { deviceTimeZone } from '@lms/browser/device-time-zone';
import type { ExamResultView } from '@lms/domain/contract';
import { Button, Empty } from 'antd';
import { useParams } from 'react-router-dom';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { ResultDetails } from '../../../components/result-details';
import { useT } from '../../../lib/i18n/use-t';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { useChildResult } from '../api/guardian-api';

const isResult = (data: unknown): data is { examResult: ExamResultView } =>
  typeof data === 'object' && data !== null && 'examResult' in data;

/** A child's result (`/guardian/child/{studentId}/result/{examId}/{groupId}`): the summary and every answer, as the child sees them. */
export function ChildResultPage() {
  const { t } = useT();
  const { studentId = '', examId = '', groupId = '' } = useParams();
  const navigate = useAppNavigate();
  const query = useChildResult(studentId, examId, groupId);
  const timeZone = deviceTimeZone();
  const back = (
    <Button style={{ marginBottom: 12 }} onClick={() => navigate(`/guardian/child/${studentId}`)}>
      {t('Back')}
    </Button>
  );
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!isResult(query.data))
    return (
      <>
        {back}
        <Empty description={t('The result is not published yet.')} />
      </>
    );
  const result = query.data.examResult;
  return (
    <div>
      {back}
      <ResultDetails result={result} timeZone={timeZone} />
    </div>
  );
}
