import type { StudentProfile } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryKey } from '../../lib/endpoints/get-profile';
import { connectSocket, disconnectSocket, onLiveNotification, onNotificationUpdate } from '../../lib/socket';
import { addOnTop, changeIn, removeFrom } from './notification-list';

/**
 * Keeps the realtime socket open while the signed-in shell is shown and puts each live notification on
 * top of the profile's list (unless listed already); the group data (exam lists, and the groups of the
 * profile when the notification is about a group) is then fetched again. A notice staff edit or recall
 * changes or leaves the list at once.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    connectSocket();
    const stop = onLiveNotification((entry) => {
      queryClient.setQueryData<StudentProfile>(profileQueryKey, (profile) =>
        profile ? { ...profile, notifications: addOnTop(profile.notifications, entry) } : profile,
      );
      void queryClient.invalidateQueries({ queryKey: ['group'] });
      if (entry.notificationId.info?.on === 'group')
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    });
    const stopUpdates = onNotificationUpdate((update) => {
      queryClient.setQueryData<StudentProfile>(profileQueryKey, (profile) =>
        profile
          ? {
              ...profile,
              notifications:
                update.kind === 'changed'
                  ? changeIn(profile.notifications, update.notification)
                  : removeFrom(profile.notifications, update.id),
            }
          : profile,
      );
    });
    return () => {
      stop();
      stopUpdates();
      disconnectSocket();
    };
  }, [queryClient]);
}
