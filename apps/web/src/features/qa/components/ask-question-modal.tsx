import { qaLabels } from '@lms/domain';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import type { TreeCourse } from '../api/qa-types';
import { Guidelines } from './guidelines';
import { QuestionFormModal, type QuestionFormValues } from './question-form-modal';

/** Props of the ask flow. */
export interface AskQuestionModalProps {
  open: boolean;
  courses: readonly TreeCourse[];
  groupSubjectIds: readonly string[];
  courseId: string;
  onClose: () => void;
  onSubmit: (values: QuestionFormValues) => Promise<void>;
}

/** The ask flow: the Bengali guidelines (OK opens the form, Cancel closes), then Create New Question. */
export function AskQuestionModal(props: AskQuestionModalProps) {
  const { t } = useT();
  const [step, setStep] = useState<'guidelines' | 'form'>('guidelines');
  useEffect(() => {
    if (props.open) setStep('guidelines');
  }, [props.open]);
  return (
    <>
      <Modal
        open={props.open && step === 'guidelines'}
        title={t(qaLabels.guidelinesTitle)}
        okText={t('OK')}
        cancelText={t('Cancel')}
        onOk={() => setStep('form')}
        onCancel={props.onClose}
      >
        <Guidelines />
      </Modal>
      <QuestionFormModal
        open={props.open && step === 'form'}
        mode="create"
        courses={props.courses}
        groupSubjectIds={props.groupSubjectIds}
        courseId={props.courseId}
        onCancel={props.onClose}
        onSubmit={props.onSubmit}
      />
    </>
  );
}
