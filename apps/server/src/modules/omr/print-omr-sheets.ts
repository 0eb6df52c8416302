import type { OmrSheetsQuery } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/http-error';
import { getBranding } from '../branding/get-branding';
import { logoImage } from '../branding/logo-image';
import { examSheetLayout } from './exam-sheet-layout';
import { findExamGroup, groupStudents } from './omr-repository';
import { omrSheetsPdf, type SheetOf } from './omr-sheet-pdf';

/** Which sheets to print: one per active student of a group of the exam, or `blank` blank ones. */
async function sheetsFor(ctx: AppContext, examId: string, query: OmrSheetsQuery): Promise<SheetOf[]> {
  if (!query.groupId) return Array.from({ length: query.blank ?? 1 }, () => ({ student: null }));
  const group = await findExamGroup(ctx.db, examId, query.groupId);
  if (!group) throw notFound('No such group');
  if (!group.givenTheExam) throw badRequest('This exam is not given to this group');
  const students = await groupStudents(ctx.db, query.groupId);
  if (students.length === 0) throw badRequest('The group has no students', 'Print blank sheets instead.');
  return students.map((s) => ({ student: { name: s.name, roll: s.sid }, groupName: group.name }));
}

/**
 * GET /staff/exams/:examId/omr-sheets.pdf: the exam's OMR sheets under the institute's name and logo,
 * one per student of a group the exam is given to (404 for no such group, 400 for a group without the
 * exam or without students) or `blank` blank ones; with its download name.
 */
export async function printOmrSheets(ctx: AppContext, examId: string, query: OmrSheetsQuery) {
  const { exam, layout } = await examSheetLayout(ctx, examId, query.sets);
  const sheets = await sheetsFor(ctx, examId, query);
  const branding = await getBranding(ctx);
  const institute = { name: branding.name, logo: await logoImage(ctx, branding) };
  const body = await omrSheetsPdf({ examId, examTitle: exam.title, institute, layout }, sheets);
  const which = query.groupId ? `group-${query.groupId.slice(0, 8)}` : `blank-${sheets.length}`;
  return { name: `omr-sheets-${examId.slice(0, 8)}-${which}.pdf`, body };
}
