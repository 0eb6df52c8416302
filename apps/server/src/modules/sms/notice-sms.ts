import { checkNoticeSms, smsCostPaisa } from '@lms/domain';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import { planRecipients, type SendAudience } from './plan-result-sms';
import { smsSampleOf } from './preview-result-sms';
import { activeStudentsAmong } from './recipients-repository';
import { deliveryTotals, deliveryView } from './result-sms-log';
import { queueMessages } from './send-result-sms';
import { existingMessages, messagesOf } from './sms-repository';
import { loadSmsSettings } from './sms-settings';

/** The kind of a notice's messages in the log. */
const NOTICE_KIND = 'notice';

/** A notice to text: its id once stored (null before it is), the SMS text, the students it reaches. */
export interface NoticeToText {
  noticeId: string | null;
  text: string;
  studentIds: readonly string[];
}

/** The messages of a notice for an audience (each active student and/or guardian), with the settings. */
async function planNoticeSms(ctx: AppContext, notice: NoticeToText, audience: SendAudience) {
  const settings = await loadSmsSettings(ctx);
  const [people, already] = await Promise.all([
    activeStudentsAmong(ctx.db, notice.studentIds),
    notice.noticeId
      ? existingMessages(ctx.db, { noticeId: notice.noticeId }, NOTICE_KIND)
      : Promise.resolve(new Set<string>()),
  ]);
  const { planned, withoutNumber } = await planRecipients(
    ctx,
    people.map((p) => ({ ...p, text: notice.text })),
    audience,
    settings.partLimit,
    already,
  );
  return { settings, planned, withoutNumber, ...checkNoticeSms(notice.text, settings.partLimit) };
}

/**
 * What texting the notice would do: a real recipient's message, the messages, parts and estimated cost
 * (none when the text passes the part limit: the notice would be refused), and those left out.
 */
export async function previewNoticeSms(ctx: AppContext, notice: NoticeToText, audience: SendAudience) {
  const { settings, planned, withoutNumber, tooLong } = await planNoticeSms(ctx, notice, audience);
  const fresh = planned.filter((p) => !p.already);
  const sendable = tooLong ? [] : fresh.filter((p) => !p.problem);
  const parts = sendable.reduce((sum, p) => sum + p.count.parts, 0);
  return {
    audience,
    language: settings.language,
    sample: smsSampleOf(planned.find((p) => p.problem !== 'noNumber')),
    messages: sendable.length,
    parts,
    costPaisa: smsCostPaisa(parts, settings.pricePerPartPaisa),
    partLimit: settings.partLimit,
    tooLong,
    optedOut: fresh.filter((p) => p.problem === 'optedOut').length,
    withoutNumber: withoutNumber + fresh.filter((p) => p.problem === 'noNumber').length,
    alreadySent: planned.length - fresh.length,
  };
}

/** Refuses (400) a notice whose SMS text passes the institute's part limit, before anything is stored. */
export async function assertNoticeFitsSms(ctx: AppContext, text: string): Promise<void> {
  const { partLimit } = await loadSmsSettings(ctx);
  const { count, tooLong } = checkNoticeSms(text, partLimit);
  if (tooLong)
    throw badRequest(
      'Notice too long for SMS',
      `The notice takes ${count.parts} SMS parts; the institute's limit is ${partLimit}. Shorten it or send it without SMS.`,
    );
}

/**
 * Queues the stored notice's messages: one per student and recipient, once (the unique key on notice,
 * kind, student and recipient: a second send adds nothing for those already queued or sent). Numbers
 * opted out or not mobile numbers are logged failed with the reason; a text past the part limit is
 * refused (400).
 */
export async function queueNoticeSms(
  ctx: AppContext,
  notice: NoticeToText & { noticeId: string },
  audience: SendAudience,
  staffId: string | null,
) {
  await assertNoticeFitsSms(ctx, notice.text);
  const { settings, planned } = await planNoticeSms(ctx, notice, audience);
  const queued = await queueMessages(
    ctx,
    { noticeId: notice.noticeId },
    planned.filter((p) => !p.already).map((p) => ({ ...p, kind: NOTICE_KIND })),
    settings.pricePerPartPaisa,
    staffId,
  );
  return { noticeId: notice.noticeId, ...queued };
}

/** A notice's delivery log: every message (the text left out) with the totals. */
export async function noticeSmsLog(ctx: AppContext, noticeId: string) {
  const rows = await messagesOf(ctx.db, { noticeId });
  return {
    noticeId,
    totals: deliveryTotals(rows.map((r) => r.message)),
    messages: rows.map(({ message, studentName, sid }) => deliveryView(message, studentName, sid)),
  };
}
