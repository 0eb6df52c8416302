import type { NotificationEntry } from '@lms/domain/contract';

/** The id of a notification entry. */
export const entryId = (entry: NotificationEntry) => entry.notificationId._id;

/** A live notification goes on top, unless it is listed already. */
export function addOnTop(list: readonly NotificationEntry[], entry: NotificationEntry): NotificationEntry[] {
  if (list.some((e) => entryId(e) === entryId(entry))) return [...list];
  return [entry, ...list];
}

/** The list with one notification marked seen. */
export function markSeenIn(list: readonly NotificationEntry[], id: string): NotificationEntry[] {
  return list.map((e) => (entryId(e) === id ? { ...e, isSeen: true } : e));
}

/** The list without one notification. */
export function removeFrom(list: readonly NotificationEntry[], id: string): NotificationEntry[] {
  return list.filter((e) => entryId(e) !== id);
}
