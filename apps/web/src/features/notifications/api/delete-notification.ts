import { apiRequest } from '../../../lib/api-client';

/** DELETE /notification/id/{id}. */
export async function deleteNotification(notificationId: string): Promise<void> {
  await apiRequest(`/notification/id/${encodeURIComponent(notificationId)}`, { method: 'DELETE' });
}
