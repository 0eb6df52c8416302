import {
  type ExamListEntryView as ExamListEntry,
  examRoutes,
  type GroupExamsView as GroupWithExams,
} from '@lms/domain/contract';
import { useQueries } from '@tanstack/react-query';
import { keepGroupExams, keptGroupExams, withOfflineFallback } from '../exam-offline-cache';
import { examRequest } from './exam-request';

/** Query key of one group's exam list. */
export const groupExamsQueryKey = (groupId: string) => ['group', groupId] as const;

/**
 * GET /group/{groupId}: the group with its exams, kept on this device; when the server cannot be
 * reached, the list last kept.
 */
export async function getGroupExams(groupId: string): Promise<GroupWithExams> {
  return withOfflineFallback(
    async () => {
      const group = (await examRequest(examRoutes.group, { params: { groupId } })).data;
      void keepGroupExams(groupId, group);
      return group;
    },
    () => keptGroupExams(groupId),
  );
}

/** The exams of every group of the student, flattened; failures leave that group out. */
export function useGroupExams(groupIds: readonly string[]) {
  return useQueries({
    queries: groupIds.map((groupId) => ({
      queryKey: groupExamsQueryKey(groupId),
      queryFn: () => getGroupExams(groupId),
      // Runs with no connection too: the list kept on this device answers then.
      networkMode: 'offlineFirst' as const,
    })),
    combine: (results) => ({
      entries: results.flatMap((result): ExamListEntry[] => result.data?.exams ?? []),
      isPending: results.some((result) => result.isPending),
      isFetching: results.some((result) => result.isFetching),
      isError: results.length > 0 && results.every((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}
