import { deviceTimeZone } from '@lms/browser/device-time-zone';
import { examLabels, examMessages } from '@lms/domain';
import type { ExamResultView } from '@lms/domain/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ResultDetails } from '../../../components/result-details';
import { ApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { getStoredStudent } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { groupExamsQueryKey } from '../api/get-group-exams';
import { getResult, isResultCode } from '../api/get-result';
import { retakeExam } from '../api/retake-exam';
import { isNetworkFailure, isRemovedFromGroup } from '../exam-errors';
import { clearLocalAnswers } from '../local-answers';

/** Print starts 1 s after the click; the print state resets after 2 s. */
const PRINT_DELAY_MS = 1000;
const PRINT_RESET_MS = 2000;

/** Loads the result; a code (notPublishedYet) comes back as an ApiError-like refusal the page handles. */
async function loadResult(examId: string, groupId: string): Promise<ExamResultView> {
  const data = await getResult(examId, groupId);
  if (isResultCode(data)) throw new ResultCodeError(data.code, data.title);
  return data.examResult;
}

/** The result call answered with a code instead of a result. */
class ResultCodeError extends Error {
  constructor(
    readonly code: string,
    readonly title: string,
  ) {
    super(title);
  }
}

/** The result page (`/result/{examId}/{groupId}`). */
export function ResultPage() {
  return (
    <App component={false}>
      <ResultContent />
    </App>
  );
}

function ResultContent() {
  const { t } = useT();
  const { examId = '', groupId = '' } = useParams();
  const navigate = useAppNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const studentId = getStoredStudent()?._id ?? '';
  const [removed, setRemoved] = useState(false);
  const [printing, setPrinting] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const timeZone = deviceTimeZone();

  const query = useQuery({
    queryKey: ['exam', 'result', examId, groupId],
    queryFn: () => loadResult(examId, groupId),
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    const error = query.error;
    if (!error) return;
    const goBack = () => (location.key === 'default' ? navigate('/exams', { replace: true }) : navigate(-1));
    if (error instanceof ResultCodeError) {
      toast.warning(error.title);
      goBack();
    } else if (error instanceof ApiError && error.status === 403) {
      void queryClient.invalidateQueries({ queryKey: groupExamsQueryKey(groupId) });
      setRemoved(true);
    } else if (isNetworkFailure(error)) {
      toast.error(examMessages.internetLost);
      goBack();
    } else {
      showApiError(error);
      goBack();
    }
  }, [query.error, queryClient, groupId, navigate, location.key]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const print = () => {
    setPrinting(true);
    timers.current.push(
      setTimeout(() => window.print(), PRINT_DELAY_MS),
      setTimeout(() => setPrinting(false), PRINT_DELAY_MS + PRINT_RESET_MS),
    );
  };

  const retake = () => {
    modal.confirm({
      title: t(examMessages.retakeConfirm),
      okText: t('Yes'),
      cancelText: t('No'),
      onOk: async () => {
        try {
          await retakeExam(examId, studentId, groupId);
        } catch (error) {
          if (isRemovedFromGroup(error)) setRemoved(true);
          else showApiError(error);
          return;
        }
        await clearLocalAnswers(studentId, examId);
        void queryClient.invalidateQueries({ queryKey: groupExamsQueryKey(groupId) });
        navigate(`/live-exam/${examId}/${groupId}`);
      },
    });
  };

  const removedModal = (
    <Modal
      open={removed}
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={() => navigate('/exams', { replace: true })}>
          {t('Back')}
        </Button>
      }
    >
      {t(examMessages.removedFromGroupModal)}
    </Modal>
  );

  const result = query.data;
  if (!result) {
    return (
      <>
        {query.isPending ? <PageLoader /> : null}
        {removedModal}
      </>
    );
  }

  return (
    <div>
      <style>{'@media print { .no-print, header, nav, .ant-menu { display: none !important; } }'}</style>
      <Space className="no-print" wrap style={{ marginBottom: 12 }}>
        <Button onClick={print} loading={printing}>
          {t('Print')}
        </Button>
        {result.examId.isPracticeExam && result.examId.retakesLeft !== 0 ? (
          <Button type="primary" onClick={retake}>
            {t(examLabels.retakeExam)}
          </Button>
        ) : null}
        {result.examId.isPracticeExam && result.examId.retakesLeft === 0 ? (
          <Typography.Text type="secondary">{t(examLabels.noRetakesLeft)}</Typography.Text>
        ) : null}
      </Space>
      <ResultDetails result={result} timeZone={timeZone} />
      {removedModal}
    </div>
  );
}
