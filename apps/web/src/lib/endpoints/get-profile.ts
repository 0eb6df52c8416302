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

/** How long a profile asked for at boot may still serve as the first answer. */
const EARLY_PROFILE_MS = 10_000;
let early: { at: number; answer: Promise<Profile> } | undefined;

/**
 * Asks for the profile at boot, while the page's code is still downloading: My Courses (the first
 * page after sign-in) shows nothing until it is there, so waiting for the page's own request would
 * add a round trip to its largest paint. The first query takes it; later ones ask again.
 */
export function requestProfileEarly(): void {
  const answer = getProfile();
  answer.catch(() => undefined);
  early = { at: Date.now(), answer };
}

function firstProfile(): Promise<Profile> {
  const taken = early;
  early = undefined;
  return taken && Date.now() - taken.at < EARLY_PROFILE_MS ? taken.answer : getProfile();
}

/** The signed-in student's profile. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: firstProfile });
}

/** How many notifications the student has not seen yet. */
export function unseenCount(notifications: readonly ProfileNotification[] | undefined): number {
  return (notifications ?? []).filter((entry) => !entry.isSeen).length;
}
