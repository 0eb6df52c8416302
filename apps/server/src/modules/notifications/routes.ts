import { notificationRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { deleteNotification } from './delete-notification';
import { listSentNotices } from './list-sent-notices';
import { markSeen } from './mark-notification-seen';
import { previewNoticeSmsOf, resendSmsOfNotice, sendSmsOfNotice, smsLogOfNotice } from './notice-sms';
import { sendNotice } from './send-notice';

/** The student's stored notifications, and staff notices (and their SMS). */
export const notificationModule = implement(notificationRoutes, {
  markSeen: async ({ ctx, principal, params }) => markSeen(ctx, principal.id, params.id),
  remove: async ({ ctx, principal, params }) => deleteNotification(ctx, principal.id, params.id),
  sendNotice: async ({ ctx, principal, body }) => sendNotice(ctx, principal.id, body),
  noticeHistory: async ({ ctx, query }) => listSentNotices(ctx, query),
  noticeSmsPreview: async ({ ctx, body }) => previewNoticeSmsOf(ctx, body),
  sendNoticeSms: async ({ ctx, principal, params, body }) =>
    sendSmsOfNotice(ctx, params.noticeId, body.audience, principal.id),
  noticeSmsLog: async ({ ctx, params }) => smsLogOfNotice(ctx, params.noticeId),
  resendNoticeSms: async ({ ctx, params, body }) => resendSmsOfNotice(ctx, params.noticeId, body.messageIds),
});
