import { apiRequest } from '../../../lib/api-client';

/** PATCH /notification/seen/{id}. */
export async function markNotificationSeen(notificationId: string): Promise<void> {
  await apiRequest(`/notification/seen/${encodeURIComponent(notificationId)}`, { method: 'PATCH' });
}
