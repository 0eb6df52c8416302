import { notificationRoutes } from '@lms/domain/contract';
import { implement } from '../../plugins/route-registrar';
import { deleteNotification } from './delete-notification';
import { listSentNotices } from './list-sent-notices';
import { markSeen } from './mark-notification-seen';
import { sendNotice } from './send-notice';

/** The student's stored notifications, and staff notices. */
export const notificationModule = implement(notificationRoutes, {
  markSeen: async ({ ctx, principal, params }) => markSeen(ctx, principal.id, params.id),
  remove: async ({ ctx, principal, params }) => deleteNotification(ctx, principal.id, params.id),
  sendNotice: async ({ ctx, principal, body }) => sendNotice(ctx, principal.id, body),
  noticeHistory: async ({ ctx, query }) => listSentNotices(ctx, query),
});
