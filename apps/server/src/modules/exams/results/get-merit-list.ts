import { meritPositions } from '@lms/domain';
import type { AppContext } from '../../../context';
import { notFound } from '../../../lib/http-error';
import { examServices } from '../exam-services';
import { scoredResultRowsByName } from './result-repository';

function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const HEADER = [
  'Merit Position',
  'Name',
  'Roll',
  'Mobile',
  'Group',
  'Marks Obtained',
  'Total Marks',
  'Negative Marks',
  'Without GPA',
  'Result',
  'Correct',
  'Incorrect',
  'Skipped',
  'Pending',
  'Started',
  'Submitted',
  'Published',
];

/**
 * The merit list of an exam across all its groups as CSV, by merit position, then name. It only reads:
 * positions are worked out here by the same rule that stores them when results are published or change
 * (`rankExam`), so the list agrees with the students' results even where nothing is published yet.
 */
export async function getMeritList(ctx: AppContext, examId: string): Promise<string> {
  if (!(await examServices(ctx).exams.get(examId))) throw notFound('No such exam');
  const byName = await scoredResultRowsByName(ctx.db, examId);
  const positions = meritPositions(
    byName.map((r) => ({ id: r.attempt.id, marks: r.attempt.marksObtained ?? 0 })),
  );
  // A stable sort: equal positions keep the database's name order.
  const ranked = byName
    .map((row, index) => ({ row, position: positions[index]!.position }))
    .sort((a, b) => a.position - b.position);
  const rows = ranked.map(({ row: { attempt: a, ...s }, position }) => [
    position,
    s.name,
    s.sid,
    s.username,
    s.groupName,
    a.marksObtained,
    a.totalMarks,
    a.negativeMarks,
    a.withoutGpa,
    a.passed ? 'Passed' : 'Failed',
    a.correct,
    a.incorrect,
    a.skipped,
    a.pending,
    a.startedAt.toISOString(),
    a.submittedAt?.toISOString() ?? '',
    a.publishedAt?.toISOString() ?? '',
  ]);
  return `${[HEADER, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
