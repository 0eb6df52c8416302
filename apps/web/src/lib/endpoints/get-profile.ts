import { accountRoutes, type NotificationEntry, type StudentProfile } from '@lms/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

/** A stored notification. */
export type ProfileNotification = NotificationEntry;

/** A student group the student belongs to. */
export type ProfileGroup = StudentProfile['groups'][number];

/** The student profile of GET /student/profile. */
export type Profile = StudentProfile;

/** Query key of the profile. */
export const profileQueryKey = ['student', 'profile'] as const;

/** GET /student/profile. */
export async function getProfile(): Promise<Profile> {
  return (await callApi(accountRoutes.profile, {})).data;
}

/** The signed-in student's profile. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile });
}

/** How many notifications the student has not seen yet. */
export function unseenCount(notifications: readonly ProfileNotification[] | undefined): number {
  return (notifications ?? []).filter((entry) => !entry.isSeen).length;
}
