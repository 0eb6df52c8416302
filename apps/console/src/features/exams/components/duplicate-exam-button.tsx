import { examAuthoringRoutes } from '@lms/domain/contract';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useDuplicateExam } from '../api/exams-api';
import { useMayCall } from './use-may-call';

/** A fresh key for one duplicate: sent twice, it makes one copy. */
const newDuplicateKey = () => `duplicate-${crypto.randomUUID()}`;

/**
 * Makes a draft copy of the exam (same settings and paper, no groups) and opens it. A double-click runs
 * once here, and a retry of the same click sends the same key, so the server makes one copy; hidden from
 * those who may not create exams.
 */
export function DuplicateExamButton({
  examId,
  onDuplicated,
  size,
}: {
  examId: string;
  onDuplicated: (copyId: string) => void;
  size?: 'small';
}) {
  const { t } = useT();
  const { message } = App.useApp();
  const mayDuplicate = useMayCall(examAuthoringRoutes.duplicateExam);
  const duplicate = useDuplicateExam();
  const [key, setKey] = useState(newDuplicateKey);
  const guard = useSubmitGuard(async () => {
    try {
      const copy = await duplicate.mutateAsync({ examId, requestKey: key });
      setKey(newDuplicateKey());
      void message.success(t('Copy made: you are editing it'));
      onDuplicated(copy._id);
    } catch (err) {
      void message.error(`${t('The exam was not duplicated')}: ${errorText(err)}`);
    }
  });
  if (!mayDuplicate) return null;
  return (
    <Button size={size} loading={guard.busy} onClick={() => guard.submit()}>
      {t('Duplicate')}
    </Button>
  );
}
