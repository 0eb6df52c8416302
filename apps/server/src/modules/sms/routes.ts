import { smsRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { previewCorrections, sendCorrections } from './correct-result-sms';
import { dueRemindersLog } from './due-reminders-log';
import { addOptOut, listOptOuts, optOutBefore, removeOptOut } from './opt-outs';
import { previewResultSms } from './preview-result-sms';
import { resendDueReminders } from './resend-due-reminders';
import { resendResultSms } from './resend-result-sms';
import { resultSmsLog } from './result-sms-log';
import { sendResultSms } from './send-result-sms';
import { getSmsSettings, saveSmsSettings } from './sms-settings';

/** Result SMS and dues reminders: settings, opt-outs, preview, send, delivery logs, resend. */
export const smsModule = implement(smsRoutes, {
  smsSettings: async ({ ctx }) => getSmsSettings(ctx),
  saveSmsSettings: async ({ ctx, body, request }) => {
    await recordBefore(request, () => getSmsSettings(ctx));
    return saveSmsSettings(ctx, body);
  },
  listSmsOptOuts: async ({ ctx }) => listOptOuts(ctx),
  addSmsOptOut: async ({ ctx, principal, body }) => addOptOut(ctx, principal.id, body),
  removeSmsOptOut: async ({ ctx, params, request }) => {
    await recordBefore(request, () => optOutBefore(ctx, params.phone));
    return removeOptOut(ctx, params.phone);
  },
  resultSmsPreview: async ({ ctx, params, query }) =>
    previewResultSms(ctx, params.examId, query.audience, query.scope),
  sendResultSms: async ({ ctx, principal, params, body }) =>
    sendResultSms(ctx, params.examId, body.audience, principal.id),
  resultSmsLog: async ({ ctx, params }) => resultSmsLog(ctx, params.examId),
  smsCorrectionsPreview: async ({ ctx, params }) => previewCorrections(ctx, params.examId),
  sendSmsCorrections: async ({ ctx, principal, params }) => sendCorrections(ctx, params.examId, principal.id),
  dueRemindersLog: async ({ ctx }) => dueRemindersLog(ctx),
  resendDueReminders: async ({ ctx, body }) => resendDueReminders(ctx, body.messageIds),
  resendResultSms: async ({ ctx, params, body }) => resendResultSms(ctx, params.examId, body.messageIds),
});
