import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';

/** A stored notification (SPEC.md §3 Notification). */
export interface ProfileNotification {
  isSeen: boolean;
  notificationId: {
    _id: string;
    type: 'notification' | 'notice';
    message: string;
    createdAt: string;
    info?: Record<string, unknown>;
  } | null;
}

/** A student group the student belongs to. */
export interface ProfileGroup {
  _id: string;
  name: string;
}

/** The student profile of GET /student/profile. */
export interface Profile {
  _id: string;
  name: string;
  sid: string;
  username: string;
  contact: string | null;
  SSCGPA: number | null;
  HSCGPA: number | null;
  session: string | null;
  branch: { name: string; division: string } | null;
  code: string | null;
  link: string | null;
  profilePic: string | null;
  groups: ProfileGroup[];
  notifications: ProfileNotification[];
  courses: unknown[];
}

/** Query key of the profile. */
export const profileQueryKey = ['student', 'profile'] as const;

/** GET /student/profile. */
export async function getProfile(): Promise<Profile> {
  return (await apiRequest<Profile>('/student/profile')).data;
}

/** The signed-in student's profile. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}

/** How many notifications the student has not seen yet. */
export function unseenCount(notifications: readonly ProfileNotification[] | undefined): number {
  return (notifications ?? []).filter((entry) => !entry.isSeen).length;
}
