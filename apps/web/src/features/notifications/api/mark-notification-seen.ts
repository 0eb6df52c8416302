import { notificationRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** PATCH /notification/seen/{id}. */
export async function markNotificationSeen(notificationId: string): Promise<void> {
  await callApi(notificationRoutes.markSeen, { params: { id: notificationId } });
}
