import type { QuestionType } from '@lms/domain';
import type { ExamPaperView, ExamQuestionView, ResultQuestionView } from '@lms/domain/contract';

/** Test data: a two-option question as a student sees it during the exam. */
export function shownQuestion(
  id: string,
  type: QuestionType,
  subjectId: string | null = null,
): ExamQuestionView {
  return {
    _id: id,
    type,
    title: id,
    point: 1,
    options: ['a', 'b'],
    optionType: '{}',
    image: [],
    file: [],
    subjectId,
  };
}

/** Test data: the same question with its key ('a') as a result shows it. */
export function keyedQuestion(
  id: string,
  type: QuestionType,
  subjectId: string | null = null,
): ResultQuestionView {
  return { ...shownQuestion(id, type, subjectId), answer: ['a'], explanation: '', explanationExt: '' };
}

/**
 * Test data: the paper of attempt-1 of a weekly live test (exam e1, group g1, open 09:00-12:00 on
 * 01-03-2026, started 10:00), with the questions and the answers held given.
 */
export function testPaper(
  questions: ExamQuestionView[],
  answers: ExamPaperView['answers'],
  totalMarks: number,
): ExamPaperView {
  const started = '2026-03-01T10:00:00.000Z';
  const meta = {
    duration: 60,
    startTime: '2026-03-01T09:00:00.000Z',
    startsAt: '2026-03-01T09:00:00.000Z',
    endsAt: '2026-03-01T12:00:00.000Z',
    multipleTimesSubmission: true,
    cutMarks: null,
    examId: { _id: 'e1', isPracticeExam: false },
    groupId: 'g1',
  };
  return {
    _id: 'e1',
    title: 'সাপ্তাহিক লাইভ টেস্ট',
    instruction: '',
    totalMarks,
    passMark: 40,
    negativeMarkPerQuestion: 0,
    questions,
    studentStartsAt: started,
    isPracticeExam: false,
    isSegmentedExam: false,
    subjectId: null,
    subjects: [{ _id: 's1', name: 'Physics' }],
    ...meta,
    meta,
    attempt: {
      _id: 'attempt-1',
      examId: 'e1',
      groupId: 'g1',
      studentId: 'student-a',
      startsAt: started,
      studentStartsAt: started,
      submittedAt: null,
      deadline: '2026-03-01T11:00:00.000Z',
      remainingSeconds: 3600,
      duration: 60,
      endsAt: meta.endsAt,
      isPracticeExam: false,
      serverTime: started,
    },
    answers,
  };
}
