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

/** The list with one notification's text (and info) replaced, as staff edited it; its seen state kept. */
export function changeIn(
  list: readonly NotificationEntry[],
  changed: Pick<NotificationEntry['notificationId'], '_id' | 'message' | 'info'>,
): NotificationEntry[] {
  return list.map((e) =>
    entryId(e) === changed._id
      ? { ...e, notificationId: { ...e.notificationId, message: changed.message, info: changed.info } }
      : e,
  );
}

/** The list without one notification. */
export function removeFrom(list: readonly NotificationEntry[], id: string): NotificationEntry[] {
  return list.filter((e) => entryId(e) !== id);
}
