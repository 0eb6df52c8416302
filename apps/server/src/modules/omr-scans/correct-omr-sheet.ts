import { type OmrAnswerQuestion, omrMarksOffered } from '@lms/domain';
import type { OmrSheetCorrection, OmrSheetReviewView } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { examServices } from '../exams/exam-services';
import { findSheet, type SheetChange, studentOfExam, updateSheet } from './omr-review-repository';
import { rosterStudentsByRoll } from './omr-scan-repository';
import { type SheetAt, sheetView } from './omr-sheet-view';

/** The student a correction names (by roll or id), checked against the exam's groups. */
async function correctedStudent(ctx: AppContext, examId: string, body: OmrSheetCorrection) {
  if (body.studentId !== undefined) {
    const student = await studentOfExam(ctx.db, examId, body.studentId);
    if (!student)
      throw badRequest(
        'Not a student of this exam',
        'The student is not an active member of a group this exam is given to.',
      );
    return { id: student.id, roll: student.sid };
  }
  if (body.roll === undefined) return undefined;
  const found = await rosterStudentsByRoll(ctx.db, examId, body.roll);
  if (found.length === 0)
    throw badRequest('Roll not on the roster', "No active student of this exam's groups has this roll.");
  if (found.length > 1)
    throw badRequest(
      'Roll not unique',
      "Several students of this exam's groups have this roll: pick the student.",
    );
  return { id: found[0]!.id, roll: body.roll };
}

/** 400 unless every corrected question is on the sheet and every mark is one it offers. */
function checkAnswers(questions: readonly OmrAnswerQuestion[], answers: Record<string, string[]>) {
  for (const [number, marks] of Object.entries(answers)) {
    const question = questions[Number(number) - 1];
    const offered = question ? omrMarksOffered(question) : [];
    if (offered.length === 0)
      throw badRequest('No such question on the sheet', `Question ${number} is not marked on this sheet.`);
    const wrong = marks.find((mark) => !offered.includes(mark));
    if (wrong)
      throw badRequest(
        'No such mark',
        `Question ${number} offers ${offered.join(', ')}; ${wrong} is not one of them.`,
      );
    if (new Set(marks).size !== marks.length)
      throw badRequest('A mark is given twice', `Question ${number} names a mark twice.`);
  }
}

/**
 * PATCH …/sheets/:page: corrects what was read of a sheet (roll or student, set, some questions'
 * marks). The student must be of a group the exam is given to; an accepted sheet keeps its student
 * (its paper attempt is theirs) and needs accepting again for the new marks to count.
 */
export async function correctOmrSheet(
  ctx: AppContext,
  staffId: string,
  at: SheetAt,
  body: OmrSheetCorrection,
): Promise<OmrSheetReviewView> {
  const exam = await examServices(ctx).exams.get(at.examId);
  if (!exam) throw notFound('No such exam');
  if (body.answers) checkAnswers(exam.questions, body.answers);
  const student = await correctedStudent(ctx, at.examId, body);
  await ctx.db.transaction(async (tx) => {
    const sheet = await findSheet(tx, at, true);
    if (!sheet) throw notFound('No such sheet');
    if (body.set !== undefined && body.set !== null && !sheet.scanSets.includes(body.set))
      throw badRequest(
        'No such set',
        sheet.scanSets.length > 0
          ? `The sheets were printed with sets ${sheet.scanSets.join(', ')}.`
          : 'The sheets were printed without sets.',
      );
    if (student && sheet.attemptId && student.id !== sheet.studentId)
      throw conflict(
        'Sheet accepted',
        "This sheet is already its student's paper attempt: its student cannot change.",
      );
    const change: SheetChange = { reviewedBy: staffId, reviewedAt: ctx.now() };
    if (student) Object.assign(change, { studentId: student.id, roll: student.roll });
    if (body.set !== undefined) change.setCode = body.set;
    if (body.answers) change.answers = { ...sheet.answers, ...body.answers };
    await updateSheet(tx, sheet.id, change);
  });
  const row = await findSheet(ctx.db, at);
  if (!row) throw notFound('No such sheet');
  return sheetView(row);
}
