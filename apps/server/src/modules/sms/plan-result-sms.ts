import {
  countSms,
  meritPositions,
  normalizePhone,
  PHONE_PREFIX,
  renderResultSms,
  type SmsCount,
} from '@lms/domain';
import type { SmsSettings } from '@lms/domain/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { scorePendingResults } from '../exams/results/score-pending';
import { absentOfPublishedGroups, findExamFigures, publishedResults } from './recipients-repository';
import { existingMessages, optedOutAmong } from './sms-repository';
import { loadSmsSettings } from './sms-settings';

/** Whom a send texts. */
export type SendAudience = 'students' | 'guardians' | 'both';

/** Why a planned message is not sent. */
export type PlanProblem = 'optedOut' | 'noNumber' | 'tooLong';

/** One message a send would queue. */
export interface PlannedSms {
  studentId: string;
  studentName: string;
  recipient: 'student' | 'guardian';
  present: boolean;
  /** 88 + the local number; what the roster holds when it is not a mobile number. */
  phone: string;
  text: string;
  count: SmsCount;
  problem: PlanProblem | null;
  /** The exam already has this student's message to this recipient. */
  already: boolean;
}

/** The recipients of an audience. */
export function recipientsOf(audience: SendAudience): ('student' | 'guardian')[] {
  if (audience === 'students') return ['student'];
  if (audience === 'guardians') return ['guardian'];
  return ['student', 'guardian'];
}

/** The number to text: 88 + the local number, or null when `raw` is not a mobile number. */
export function numberOf(raw: string): string | null {
  const local = normalizePhone(raw);
  return local ? `${PHONE_PREFIX}${local}` : null;
}

/**
 * The result messages of an exam's published results for an audience: each published result's student
 * (present template) and each absent student of a published group (absent template), to the student's
 * own number and/or the guardian's (the roster's contact). A guardian with no number on the roster gets
 * no message (`withoutNumber` counts them); a number that is not a mobile number, one opted out, or a
 * text past the part limit is planned with its problem. With `asIfPublished`, the messages publishing
 * the whole exam would send (every scored result, every group's absent students).
 */
export async function planResultSms(
  ctx: AppContext,
  examId: string,
  audience: SendAudience,
  asIfPublished = false,
) {
  // Every submitted result is scored first, as a publish does: the figures are those it would show.
  if (asIfPublished) await scorePendingResults(ctx, { examId });
  const exam = await findExamFigures(ctx.db, examId);
  if (!exam) throw notFound('No such exam');
  const settings: SmsSettings = await loadSmsSettings(ctx);
  const templates = settings.templates[settings.language];
  const [present, absent, already] = await Promise.all([
    publishedResults(ctx.db, examId, asIfPublished),
    absentOfPublishedGroups(ctx.db, examId, asIfPublished),
    existingMessages(ctx.db, { examId }, 'result'),
  ]);
  // Positions are stored when results are published: a preview before it ranks as publishing will.
  const positions = asIfPublished
    ? new Map(
        meritPositions(present.map((p) => ({ id: p.studentId, marks: Number(p.marks ?? 0) }))).map((m) => [
          m.id,
          m.position,
        ]),
      )
    : null;
  const people = [
    ...present.map((p) => ({ ...p, rank: positions?.get(p.studentId) ?? p.rank, present: true as const })),
    ...absent.map((a) => ({
      ...a,
      present: false as const,
      marks: null,
      total: null,
      negative: null,
      rank: null,
      passed: null,
    })),
  ];
  const { planned, withoutNumber } = await planRecipients(
    ctx,
    people.map((person) => ({
      ...person,
      text: renderResultSms(
        person.present ? templates.present : templates.absent,
        {
          name: person.name,
          roll: person.sid,
          exam: exam.title,
          marks: person.marks,
          total: person.total,
          negative: person.negative,
          position: person.rank,
          of: exam.results,
          highest: exam.highest,
          passed: person.passed,
        },
        settings.language,
      ),
    })),
    audience,
    settings.partLimit,
    already,
  );
  return { exam, settings, planned, withoutNumber };
}

/** A student to text and the text, with their own number and the guardian's (the roster's contact). */
export interface SmsAddressee {
  studentId: string;
  name: string;
  username: string;
  contact: string;
  text: string;
  present?: boolean;
}

/**
 * The messages to the students and/or their guardians: one per student and recipient, with its count
 * and problem (no mobile number, past the part limit, opted out); `already` holds the
 * `studentId:recipient` pairs sent before. A guardian with no number on the roster gets no message
 * (`withoutNumber` counts them).
 */
export async function planRecipients(
  ctx: AppContext,
  people: SmsAddressee[],
  audience: SendAudience,
  partLimit: number,
  already: Set<string>,
) {
  const planned: PlannedSms[] = [];
  let withoutNumber = 0;
  for (const person of people) {
    const count = countSms(person.text);
    for (const recipient of recipientsOf(audience)) {
      const raw = recipient === 'student' ? person.username : person.contact.trim();
      if (raw === '') {
        withoutNumber += 1;
        continue;
      }
      const phone = numberOf(raw);
      planned.push({
        studentId: person.studentId,
        studentName: person.name,
        recipient,
        present: person.present ?? true,
        phone: phone ?? raw,
        text: person.text,
        count,
        problem: phone ? (count.parts > partLimit ? 'tooLong' : null) : 'noNumber',
        already: already.has(`${person.studentId}:${recipient}`),
      });
    }
  }
  const opted = await optedOutAmong(
    ctx.db,
    planned.map((p) => normalizePhone(p.phone) ?? '').filter((p) => p !== ''),
  );
  for (const p of planned) if (!p.problem && opted.has(normalizePhone(p.phone) ?? '')) p.problem = 'optedOut';
  return { planned, withoutNumber };
}

/** Why a planned message was not sent, as the delivery log says it. */
export const PROBLEM_ANSWERS: Record<PlanProblem, string> = {
  optedOut: 'not sent: the number asked not to be texted',
  noNumber: 'not sent: not a mobile number',
  tooLong: 'not sent: longer than the part limit',
};
