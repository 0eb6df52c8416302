import { notificationRoutes } from '@lms/domain/contract';
import { callApi } from '../../../lib/api-client';

/** DELETE /notification/id/{id}. */
export async function deleteNotification(notificationId: string): Promise<void> {
  await callApi(notificationRoutes.remove, { params: { id: notificationId } });
}
