import type { StudentProfile } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profileQueryKey } from '../../lib/endpoints/get-profile';
import { connectSocket, disconnectSocket, onLiveNotification } from '../../lib/socket';
import { addOnTop } from './notification-list';

/**
 * Keeps the realtime socket open while the signed-in shell is shown and puts each live notification on
 * top of the profile's list (unless listed already); the group data (exam lists, and the groups of the
 * profile when the notification is about a group) is then fetched again.
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
    return () => {
      stop();
      disconnectSocket();
    };
  }, [queryClient]);
}
