import { useQueries } from '@tanstack/react-query';
import { examRequest } from './exam-request';
import type { ExamListEntry, GroupWithExams } from './exam-types';

/** Query key of one group's exam list. */
export const groupExamsQueryKey = (groupId: string) => ['group', groupId] as const;

/** GET /group/{groupId}: the group with its exams (DESIGN.md §4). */
export async function getGroupExams(groupId: string): Promise<GroupWithExams> {
  return (await examRequest<GroupWithExams>(`/group/${encodeURIComponent(groupId)}`)).data;
}

/** The exams of every group of the student, flattened; failures leave that group out (SPEC.md §8). */
export function useGroupExams(groupIds: readonly string[]) {
  return useQueries({
    queries: groupIds.map((groupId) => ({
      queryKey: groupExamsQueryKey(groupId),
      queryFn: () => getGroupExams(groupId),
    })),
    combine: (results) => ({
      entries: results.flatMap((result) =>
        (result.data?.exams ?? []).map(
          (entry): ExamListEntry => ({
            ...entry,
            groupId: entry.groupId ?? result.data?._id,
            groupName: entry.groupName ?? result.data?.name ?? '',
          }),
        ),
      ),
      isPending: results.some((result) => result.isPending),
      isError: results.length > 0 && results.every((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}
