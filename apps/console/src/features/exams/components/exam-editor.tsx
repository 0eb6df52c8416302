import { examStaffRoutes, omrRoutes, omrScanRoutes } from '@lms/domain/contract';
import { Alert, App, Button, Flex, Spin, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { confirmRescore } from '../../../components/rescore-impact';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { previewExamUpdate, useExam, useExamOptions, useSaveExam } from '../api/exams-api';
import { deliveryProblems } from './delivery-checks';
import { DuplicateExamButton } from './duplicate-exam-button';
import { draftOf, draftProblems, type ExamDraft, examBody, newExamDraft } from './exam-draft';
import { monitorUrl, omrScansUrl, resultsUrl } from './exam-status';
import { OmrSheetsModal } from './omr-sheets-modal';
import { PreviewModal } from './preview-modal';
import { QuestionsStep } from './questions-step';
import { ScheduleStep } from './schedule-step';
import { segmentedIssueText } from './segmented-issue-text';
import { SegmentsStep } from './segments-step';
import { settingsOutOfRange } from './setting-ranges';
import { SettingsStep } from './settings-step';
import { useMayCall } from './use-may-call';

/**
 * Writes an exam in steps: settings → subjects (segmented) → questions → groups and schedules. The
 * first three are held here and saved together; groups are given once the exam is saved.
 */
export function ExamEditor({
  examId,
  step,
  onStep,
  onSaved,
  onBack,
  onDuplicated,
}: {
  examId: string | null;
  /** The step shown (0 to 3). */
  step: number;
  onStep: (step: number) => void;
  onSaved: (examId: string) => void;
  onBack: () => void;
  /** A copy of the exam was made: open it. */
  onDuplicated: (copyId: string) => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const { message, modal } = App.useApp();
  const exam = useExam(examId);
  const options = useExamOptions();
  const save = useSaveExam();
  const mayEdit = useMayCall(examStaffRoutes.updateExam);
  const [draft, setDraft] = useState<ExamDraft | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [printing, setPrinting] = useState(false);
  const mayPrint = useMayCall(omrRoutes.omrSheetsPdf);
  const mayReadScans = useMayCall(omrScanRoutes.omrScans);
  // Declared before the early returns (a hook); it calls the latest onSave of the render clicked.
  const saveRef = useRef<() => unknown>(() => undefined);
  const saving = useSubmitGuard(() => saveRef.current());

  useEffect(() => {
    if (draft !== null) return;
    if (exam.data) setDraft(draftOf(exam.data));
    // A new exam waits for the options: it starts with the institute's usual pass mark.
    else if (!examId && options.data) setDraft(newExamDraft(options.data.usualPassMark));
  }, [exam.data, examId, options.data, draft]);

  const loadError = exam.error ?? (draft ? null : options.error);
  if (loadError) return <Alert type="error" showIcon title={errorText(loadError)} />;
  if (!draft || options.isPending) return <Spin />;
  const subjects = options.data?.subjects ?? [];
  const groups = options.data?.groups ?? [];
  const subjectName = new Map(subjects.map((s) => [s._id, s.name]));
  const problems = draftProblems(draft).map((issue) =>
    segmentedIssueText(i18n, issue, (id) => subjectName.get(id) ?? id),
  );
  const change = (c: Partial<ExamDraft>) => setDraft((d) => (d ? { ...d, ...c } : d));
  const saved = exam.data ?? null;

  const onSave = () => {
    if (!draft.title.trim()) {
      onStep(0);
      void message.error(t('Give the exam a title.'));
      return;
    }
    const { passMark } = draft;
    if (passMark === null) {
      onStep(0);
      void message.error(t('Set the pass mark.'));
      return;
    }
    if (settingsOutOfRange(draft).length > 0 || deliveryProblems(draft.delivery).length > 0) {
      onStep(0);
      void message.error(t('Some settings are out of range: correct them to save.'));
      return;
    }
    // The server refuses a segmented exam whose subjects do not match its questions: say so here.
    if (problems.length > 0) {
      if (step === 0) onStep(1);
      void message.error(t('Finish the subjects first: the exam is saved once they match its questions.'));
      return;
    }
    return (async () => {
      const body = examBody({ ...draft, passMark });
      let confirmed = false;
      if (examId) {
        // A change that would re-score results says what it changes and is confirmed first.
        let impact: Awaited<ReturnType<typeof previewExamUpdate>>;
        try {
          impact = await previewExamUpdate(examId, body);
        } catch (error) {
          void message.error(errorText(error));
          return;
        }
        if (!(await confirmRescore(modal, impact, i18n))) return;
        confirmed = impact.needsConfirmation;
      }
      const stored = await save.mutateAsync({
        examId,
        body: confirmed ? { ...body, confirmRescore: true } : body,
      });
      void message.success(t('Exam saved'));
      setDraft(draftOf(stored));
      if (!examId) onSaved(stored._id);
    })();
  };

  saveRef.current = onSave;

  return (
    <section aria-label={t('Exam editor')}>
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Button onClick={onBack}>{t('← All exams')}</Button>
        <Flex wrap gap={8} align="center">
          {saved ? (
            <>
              <Button onClick={() => setPreviewing(true)}>{t('Preview as a student')}</Button>
              {mayPrint ? <Button onClick={() => setPrinting(true)}>{t('Paper exam (OMR)')}</Button> : null}
              {mayReadScans ? <a href={omrScansUrl(saved._id)}>{t('OMR scans')}</a> : null}
              <a href={monitorUrl(saved._id)}>{t('Monitor')}</a>
              <a href={resultsUrl(saved._id)}>{t('Results')}</a>
              <DuplicateExamButton examId={saved._id} onDuplicated={onDuplicated} />
            </>
          ) : null}
        </Flex>
      </Flex>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {saved ? saved.title : t('New exam')}
      </Typography.Title>
      <Steps
        size="small"
        current={step}
        onChange={onStep}
        items={[t('Settings'), t('Subjects'), t('Questions'), t('Groups & schedule')].map((title, index) => ({
          title,
          disabled: index === 3 && !saved,
        }))}
        style={{ marginBottom: 16 }}
      />
      {save.error ? (
        <Alert
          type="error"
          showIcon
          title={t('The exam was not saved')}
          description={errorText(save.error)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {step < 3 && problems.length > 0 && (step > 0 || saved) ? (
        <Alert
          type="warning"
          showIcon
          title={t('The subjects do not match the questions yet')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {step === 0 ? <SettingsStep draft={draft} onChange={change} /> : null}
      {step === 1 ? <SegmentsStep draft={draft} subjects={subjects} onChange={change} /> : null}
      {step === 2 ? (
        <QuestionsStep draft={draft} subjects={subjects} onChange={change} examId={examId} />
      ) : null}
      {step === 3 && saved ? <ScheduleStep exam={saved} groups={groups} /> : null}
      {step < 3 ? (
        <Flex gap={8} style={{ marginTop: 16 }}>
          {step > 0 ? <Button onClick={() => onStep(step - 1)}>{t('Back')}</Button> : null}
          {mayEdit ? (
            <Button
              type="primary"
              loading={save.isPending || saving.busy}
              disabled={save.isPending || saving.busy}
              onClick={() => saving.submit()}
            >
              {t('Save exam')}
            </Button>
          ) : null}
          {step < 2 || saved ? <Button onClick={() => onStep(step + 1)}>{t('Next')}</Button> : null}
        </Flex>
      ) : null}
      {saved && previewing ? (
        <PreviewModal
          exam={saved}
          groupName={(id) => groups.find((g) => g._id === id)?.name ?? id}
          open
          onClose={() => setPreviewing(false)}
        />
      ) : null}
      {saved && printing ? (
        <OmrSheetsModal
          exam={saved}
          groupName={(id) => groups.find((g) => g._id === id)?.name ?? id}
          open
          onClose={() => setPrinting(false)}
        />
      ) : null}
    </section>
  );
}
