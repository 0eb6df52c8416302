import type { NotificationEntry, StudentProfile } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../lib/endpoints/get-profile';
import { showApiError } from '../../lib/show-api-error';
import { useAppNavigate } from '../../lib/use-app-navigate';
import { deleteNotification } from './api/delete-notification';
import { markNotificationSeen } from './api/mark-notification-seen';
import { entryId, markSeenIn, removeFrom } from './notification-list';
import { notificationTarget } from './notification-target';

/** Open (mark seen, then navigate to its target) and delete, updating the profile's list at once. */
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

  return { open, remove };
}
