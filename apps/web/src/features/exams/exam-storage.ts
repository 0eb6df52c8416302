import type { ExamListEntryView } from '@lms/domain/contract';
import { readJson, writeJson } from '../../lib/storage';

/** The exam keys kept in localStorage. */
export const examStorageKeys = {
  inProgress: 'isExamInProgress',
  subject: 'subjectOfSelectedExam',
  details: 'selectedExamdetails',
  segmented: 'selectedSegmentedExamSubjects',
} as const;

/** selectedExamdetails: the schedule of the exam last opened. */
export interface SelectedExamDetails {
  examId: string;
  duration: number;
  startsAt: string;
  endsAt: string | null;
  cutMarks: number | null;
}

/** Entering My Exams: the exam-in-progress flag is reset and the stored exam subject removed. */
export function resetExamInProgress(): void {
  localStorage.setItem(examStorageKeys.inProgress, 'false');
  localStorage.removeItem(examStorageKeys.subject);
}

/** Marks an exam as being taken (or not). */
export function setExamInProgress(inProgress: boolean): void {
  localStorage.setItem(examStorageKeys.inProgress, String(inProgress));
}

/** True while an exam is being taken. */
export function isExamInProgress(): boolean {
  return localStorage.getItem(examStorageKeys.inProgress) === 'true';
}

/** Keeps the subject names of the exam about to be taken. */
export function saveExamSubjects(names: readonly string[]): void {
  writeJson(localStorage, examStorageKeys.subject, names);
}

/** The subject names of the exam being taken. */
export function readExamSubjects(): string[] {
  const names = readJson<unknown>(localStorage, examStorageKeys.subject);
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}

/** Keeps the schedule of the exam about to be taken (`selectedExamdetails`), from its list entry. */
export function saveExamDetails(entry: ExamListEntryView): void {
  const { duration, startsAt, endsAt, cutMarks } = entry;
  const details: SelectedExamDetails = { examId: entry.examId._id, duration, startsAt, endsAt, cutMarks };
  writeJson(localStorage, examStorageKeys.details, details);
}

/** Keeps the chosen segmented subjects of an exam. */
export function saveSegmentedSelection(examId: string, selection: unknown): void {
  writeJson(localStorage, examStorageKeys.segmented, { examId, selection });
}
