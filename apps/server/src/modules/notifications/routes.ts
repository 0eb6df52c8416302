import { notificationRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { recordBefore } from '../audit/audit-trail';
import { deleteNotification } from './delete-notification';
import { editNotice, noticeTextOf } from './edit-notice';
import { listSentNotices } from './list-sent-notices';
import { markSeen } from './mark-notification-seen';
import { previewNoticeSmsOf, resendSmsOfNotice, sendSmsOfNotice, smsLogOfNotice } from './notice-sms';
import { recallNotice } from './recall-notice';
import { sendNotice } from './send-notice';

/** The student's stored notifications, and staff notices (and their SMS). */
export const notificationModule = implement(notificationRoutes, {
  markSeen: async ({ ctx, principal, params }) => markSeen(ctx, principal.id, params.id),
  remove: async ({ ctx, principal, params }) => deleteNotification(ctx, principal.id, params.id),
  sendNotice: async ({ ctx, principal, body }) => sendNotice(ctx, principal.id, body),
  noticeHistory: async ({ ctx, query }) => listSentNotices(ctx, query),
  editNotice: async ({ ctx, params, body, request }) => {
    await recordBefore(request, () => noticeTextOf(ctx, params.noticeId));
    return editNotice(ctx, params.noticeId, body);
  },
  recallNotice: async ({ ctx, params, request }) => {
    await recordBefore(request, () => noticeTextOf(ctx, params.noticeId));
    return recallNotice(ctx, params.noticeId);
  },
  noticeSmsPreview: async ({ ctx, body }) => previewNoticeSmsOf(ctx, body),
  sendNoticeSms: async ({ ctx, principal, params, body }) =>
    sendSmsOfNotice(ctx, params.noticeId, body.audience, principal.id),
  noticeSmsLog: async ({ ctx, params }) => smsLogOfNotice(ctx, params.noticeId),
  resendNoticeSms: async ({ ctx, params, body }) => resendSmsOfNotice(ctx, params.noticeId, body.messageIds),
});
