import { localPhoneOf, setOfSeed } from '@lms/domain';
import type { AppContext } from '../../../context';
import { forEachInSlices } from '../../../lib/event-loop';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { subjectNames } from '../subject-names';
import { meritListRows } from './rank-repository';
import { absentRows } from './result-repository';
import { scorePendingResults } from './score-pending';

function csvField(value: unknown): string {
  // Numbers need no quoting, and a leading minus on one is not a formula.
  if (typeof value === 'number') return String(value);
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows written between two looks at the other requests waiting. */
const CSV_SLICE = 1000;

const HEADER = [
  'Merit Position',
  'Name',
  'Roll',
  'Mobile',
  'Group',
  'Branch',
  'Branch Position',
  'Percentile',
  'Marks Obtained',
  'Total Marks',
  'Negative Marks',
  'Without GPA',
  'Result',
  'Correct',
  'Partly Correct',
  'Incorrect',
  'Skipped',
  'Pending',
  'Started (UTC)',
  'Submitted (UTC)',
  'Published (UTC)',
  'Sat',
  'Paper And Online',
];

/**
 * The merit list of an exam across all its groups as CSV, by merit position, then name, with the
 * branch position, the percentile and a position column per subject of the exam (in the exam's
 * order). It only reads: the figures are worked out here by the same statements that store them when
 * results are published or change (`rankExam`), so the list agrees with the students' results even
 * where nothing is published yet. Each result's Correct, Partly Correct, Incorrect, Skipped and
 * Pending add up to the questions of its paper. The absent students of the groups given the exam
 * follow, by name, with "Absent" as their result.
 */
export async function getMeritList(ctx: AppContext, examId: string): Promise<string> {
  const exam = await examServices(ctx).exams.get(examId);
  if (!exam) throw notFound('No such exam');
  await scorePendingResults(ctx, { examId });
  const ranked = await meritListRows(ctx.db, examId);
  const subjectIds = [
    ...new Set([
      ...exam.questions.flatMap((q) => (q.subjectId ? [q.subjectId] : [])),
      ...ranked.flatMap((r) => Object.keys(r.subjectRanks)),
    ]),
  ];
  const names = await subjectNames(ctx, subjectIds);
  // An exam in sets has its "Set" column before the subjects' positions.
  const header = [
    ...HEADER,
    ...(exam.setCount > 0 ? ['Set'] : []),
    ...subjectIds.map((id) => `${names.get(id) ?? id} Position`),
  ];
  const lines = [header.map(csvField).join(',')];
  // Each row is made and written in the slices: 20,000 results are not one long turn of the server.
  await forEachInSlices(ranked, CSV_SLICE, (r) => {
    const row = [
      r.rank,
      r.name,
      r.sid,
      localPhoneOf(r.username),
      r.groupName,
      r.branchName,
      r.branchRank,
      r.percentile,
      r.marksObtained,
      r.totalMarks,
      r.negativeMarks,
      r.withoutGpa,
      r.passed ? 'Passed' : 'Failed',
      r.correct,
      r.partlyCorrect,
      r.incorrect,
      r.skipped,
      r.pending,
      r.startedAt,
      r.submittedAt,
      r.publishedAt,
      r.source === 'paper' ? 'Paper' : 'Online',
      r.bothPaperAndOnline ? 'Yes' : '',
      ...(exam.setCount > 0 ? [setOfSeed(r.seed) ?? ''] : []),
      ...subjectIds.map((id) => r.subjectRanks[id]),
    ];
    lines.push(row.map(csvField).join(','));
  });
  // The absent (never started) after the results, by name: no figures and never a position.
  const resultColumn = HEADER.indexOf('Result');
  for (const s of await absentRows(ctx.db, examId, {})) {
    const row: (string | null | undefined)[] = Array.from({ length: resultColumn + 1 });
    row.splice(1, 5, s.name, s.sid, localPhoneOf(s.username), s.groupName, s.branchName);
    row[resultColumn] = 'Absent';
    lines.push(row.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
