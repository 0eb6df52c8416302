import { formatInstant, localPhoneOf, setOfSeed, UTC_TIME_ZONE } from '@lms/domain';
import type { AppContext } from '../../../context';
import { forEachInSlices } from '../../../lib/event-loop';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { subjectNames } from '../subject-names';
import { currentMeritFigures } from './rank-repository';
import { absentRows, scoredResultRowsByName } from './result-repository';
import { scorePendingResults } from './score-pending';

function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Times as a spreadsheet reads them at a glance. The server has no institute time zone to show them
 * in, so they stay UTC and the column headers say so.
 */
const csvTime = (at: Date | null) => (at ? formatInstant(at, 'YYYY-MM-DD HH:mm', UTC_TIME_ZONE) : '');

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
  const byName = await scoredResultRowsByName(ctx.db, examId);
  const figures = await currentMeritFigures(ctx.db, examId);
  const subjectIds = [
    ...new Set([
      ...exam.questions.flatMap((q) => (q.subjectId ? [q.subjectId] : [])),
      ...[...figures.values()].flatMap((f) => Object.keys(f.subjectRanks)),
    ]),
  ];
  const names = await subjectNames(ctx, subjectIds);
  // A stable sort: equal positions keep the database's name order.
  const ranked = byName
    .map((row) => ({ row, figures: figures.get(row.attempt.id) }))
    .sort((a, b) => (a.figures?.rank ?? Infinity) - (b.figures?.rank ?? Infinity));
  // An exam in sets has its "Set" column before the subjects' positions.
  const header = [
    ...HEADER,
    ...(exam.setCount > 0 ? ['Set'] : []),
    ...subjectIds.map((id) => `${names.get(id) ?? id} Position`),
  ];
  const lines = [header.map(csvField).join(',')];
  // Each row is made and written in the slices: 20,000 results are not one long turn of the server.
  await forEachInSlices(ranked, CSV_SLICE, ({ row: { attempt: a, ...s }, figures: f }) => {
    const row = [
      f?.rank,
      s.name,
      s.sid,
      localPhoneOf(s.username),
      s.groupName,
      s.branchName,
      f?.branchRank,
      f?.percentile,
      a.marksObtained,
      a.totalMarks,
      a.negativeMarks,
      a.withoutGpa,
      a.passed ? 'Passed' : 'Failed',
      a.correct,
      a.partlyCorrect,
      a.incorrect,
      a.skipped,
      a.pending,
      csvTime(a.startedAt),
      csvTime(a.submittedAt),
      csvTime(a.publishedAt),
      a.source === 'paper' ? 'Paper' : 'Online',
      s.bothPaperAndOnline ? 'Yes' : '',
      ...(exam.setCount > 0 ? [setOfSeed(a.seed) ?? ''] : []),
      ...subjectIds.map((id) => f?.subjectRanks[id]),
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
