import type { NotificationEntry, StudentProfile } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../lib/endpoints/get-profile';
import { showApiError } from '../../lib/show-api-error';
import { useAppNavigate } from '../../lib/use-app-navigate';
import { deleteNotification } from './api/delete-notification';
import { markNotificationSeen } from './api/mark-notification-seen';
import { entryId, markSeenIn, removeFrom } from './notification-list';
import { notificationTarget } from './notification-target';

/**
 * Open (mark seen, then navigate to its target), delete, and see all (the panel opened), updating the
 * profile's list at once.
 */
export function useNotificationActions(onNavigate: () => void) {
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const update = (change: (list: NotificationEntry[]) => NotificationEntry[]) =>
    queryClient.setQueryData<StudentProfile>(profileQueryKey, (p) =>
      p ? { ...p, notifications: change(p.notifications) } : p,
    );

  const open = (entry: NotificationEntry) => {
    const id = entryId(entry);
    if (!entry.isSeen) {
      update((list) => markSeenIn(list, id));
      markNotificationSeen(id).catch(showApiError);
    }
    const target = notificationTarget(entry);
    if (target) {
      onNavigate();
      navigate(target.path, target.state ? { state: target.state } : undefined);
    }
  };

  const remove = (entry: NotificationEntry) => {
    const id = entryId(entry);
    update((list) => removeFrom(list, id));
    deleteNotification(id).catch((error: unknown) => {
      showApiError(error);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    });
  };

  // Opening the panel is seeing what is in it: the unseen count clears, here and on the server.
  const seeAll = (entries: readonly NotificationEntry[]) => {
    const unseen = entries.filter((entry) => !entry.isSeen).map(entryId);
    if (unseen.length === 0) return;
    update((list) => unseen.reduce(markSeenIn, list));
    Promise.all(unseen.map(markNotificationSeen)).catch(showApiError);
  };

  return { open, remove, seeAll };
}
