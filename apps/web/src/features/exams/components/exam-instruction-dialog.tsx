import {
  examLabels,
  examMessages,
  normalizeSegmentedSelection,
  type SegmentedSelection,
  segmentedSelectionError,
  selectedSubjectIds,
} from '@lms/domain';
import type { ExamListEntryView } from '@lms/domain/contract';
import { RichText } from '@lms/rich-text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorTitleOrMessage } from '../../../lib/api-error';
import { translate, useT } from '../../../lib/i18n/use-t';
import { showApiError } from '../../../lib/show-api-error';
import { toast } from '../../../lib/toast';
import { useAppNavigate } from '../../../lib/use-app-navigate';
import { addSegmentedSubjects } from '../api/add-segmented-subjects';
import { groupExamsQueryKey } from '../api/get-group-exams';
import { getSegmentedSubjects } from '../api/get-segmented-subjects';
import { startExam } from '../api/start-exam';
import { isRemovedFromGroup } from '../exam-errors';
import { entrySubjects } from '../exam-list';
import { saveExamDetails, saveExamSubjects, saveSegmentedSelection } from '../exam-storage';
import { clearLocalAnswers } from '../local-answers';
import { SegmentedSubjectPanel } from './segmented-subject-panel';

/** Shown when an exam has no instruction. */
export const NO_INSTRUCTION_TEXT =
  'There are no instructions for this exam. Read each question carefully and submit before the time is over.';

/** Props of the instruction dialog. */
export interface ExamInstructionDialogProps {
  /** The exam to start; null closes the dialog. */
  entry: ExamListEntryView | null;
  /** 'retake': a start call is made before going to the exam. */
  mode: 'start' | 'retake';
  studentId: string;
  onClose: () => void;
}

const EMPTY: SegmentedSelection = { mandatory: [], compulsoryOptional: [], optional: [] };

/**
 * The Exam Instruction dialog: the instruction (plain text with LaTeX, line breaks kept) or the default
 * text, the subject selection of a segmented exam, and Start Exam. Not closable by the mask.
 */
export function ExamInstructionDialog({ entry, mode, studentId, onClose }: ExamInstructionDialogProps) {
  const { t } = useT();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const exam = entry?.examId;
  const details = exam?.segmentedExamDetails ?? null;
  const names = useMemo(() => {
    const map = new Map<string, string>();
    if (!details) return map;
    const all = [
      ...details.mandatorySubjects,
      ...details.compulsoryOptionalSubjects,
      ...details.optionalSubjects,
    ];
    // A subject the server cannot name still needs a label that tells it from the others.
    all.forEach((subject, index) => {
      map.set(subject.subjectId, subject.name ?? translate('Subject {{number}}', { number: index + 1 }));
    });
    return map;
  }, [details]);
  const [selection, setSelection] = useState<SegmentedSelection>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [loadingSelection, setLoadingSelection] = useState(false);
  const [busy, setBusy] = useState(false);
  const [selectionError, setSelectionError] = useState<string | null>(null);

  const examId = exam?._id;
  useEffect(() => {
    setSelectionError(null);
    setSubmitted(false);
    if (!examId || !details) return;
    setSelection(normalizeSegmentedSelection(details, EMPTY));
    let live = true;
    setLoadingSelection(true);
    getSegmentedSubjects(examId, studentId)
      .then((saved) => {
        // Null until the student saves a choice: the panel keeps the mandatory subjects alone.
        if (!live || !saved) return;
        const chosen = {
          mandatory: saved.mandatorySubjects,
          compulsoryOptional: saved.compulsoryOptionalSubjects,
          optional: saved.optionalSubjects,
        };
        setSelection(normalizeSegmentedSelection(details, chosen));
        setSubmitted(saved.submittedAt !== null);
      })
      .catch(() => {
        // A failed segmented call only marks the state failed; the panel starts empty.
      })
      .finally(() => {
        if (live) setLoadingSelection(false);
      });
    return () => {
      live = false;
    };
  }, [examId, details, studentId]);

  if (!entry || !exam) return null;
  const locked = submitted && !exam.isPracticeExam;

  const submitSelection = async (): Promise<boolean> => {
    if (!details || locked) return true;
    const error = segmentedSelectionError(details, selection);
    if (error) {
      toast.error(error);
      return false;
    }
    try {
      await addSegmentedSubjects({
        examId: exam._id,
        studentId,
        mandatorySubjects: selection.mandatory.slice(),
        compulsoryOptionalSubjects: selection.compulsoryOptional.slice(),
        optionalSubjects: selection.optional.slice(),
        isPracticeExam: exam.isPracticeExam,
      });
      setSubmitted(true);
      setSelectionError(null);
      saveSegmentedSelection(exam._id, selection);
      return true;
    } catch (error) {
      setSubmitted(false);
      setSelectionError(errorTitleOrMessage(error));
      return false;
    }
  };

  const start = async () => {
    setBusy(true);
    try {
      if (!(await submitSelection())) return;
      const subjectNames = details
        ? selectedSubjectIds(selection).map((id) => names.get(id) ?? id)
        : entrySubjects(entry).map((s) => s.name);
      saveExamSubjects(subjectNames);
      saveExamDetails(entry);
      const target = `/live-exam/${exam._id}/${entry.groupId}`;
      if (mode === 'retake') {
        try {
          const { status } = await startExam(exam._id, entry.groupId);
          if (status !== 200) return;
        } catch (error) {
          if (isRemovedFromGroup(error)) {
            toast.error(examMessages.removedFromGroup);
            void queryClient.invalidateQueries({ queryKey: groupExamsQueryKey(entry.groupId) });
          } else showApiError(error);
          return;
        }
        await clearLocalAnswers(studentId, exam._id);
      }
      navigate(target);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('Exam Instruction')}
      okText={t(examLabels.startExam)}
      onOk={() => void start()}
      onCancel={onClose}
      maskClosable={false}
      confirmLoading={busy}
      okButtonProps={{ disabled: loadingSelection }}
      destroyOnHidden
      width={560}
    >
      {exam.instruction.trim() ? <RichText text={exam.instruction} /> : <p>{t(NO_INSTRUCTION_TEXT)}</p>}
      {details ? (
        loadingSelection ? (
          <Spin role="status" aria-label={t('Loading subjects')} />
        ) : (
          <SegmentedSubjectPanel
            details={details}
            names={names}
            selection={selection}
            onChange={setSelection}
            disabled={locked}
          />
        )
      ) : null}
      {selectionError ? (
        <Alert type="error" showIcon message={t(selectionError)} style={{ marginTop: 12 }} />
      ) : null}
    </Modal>
  );
}
