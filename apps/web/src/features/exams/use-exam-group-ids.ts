import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useProfile } from '../../lib/endpoints/get-profile';
import { getStoredStudent } from '../../lib/storage';
import { isUnreachable, keepGroupIds, keptGroupIds } from './exam-offline-cache';

const NONE: string[] = [];

/** The groups whose exams My Exams lists. */
export interface ExamGroupIds {
  groupIds: string[];
  isPending: boolean;
  isError: boolean;
  /** The profile says the student is in no group. */
  noGroups: boolean;
  refetch: () => void;
}

/**
 * The student's group ids from the profile; when the profile cannot be fetched (no connection), the
 * groups whose exam lists this device kept, so My Exams still opens offline. A fetched profile also
 * makes the device forget the lists of groups the student left.
 */
export function useExamGroupIds(): ExamGroupIds {
  const profile = useProfile();
  const studentId = getStoredStudent()?._id ?? '';
  const fromProfile = useMemo(() => profile.data?.groups.map((group) => group._id), [profile.data]);
  const unreachable =
    !profile.data && ((profile.isError && isUnreachable(profile.error)) || profile.fetchStatus === 'paused');
  const kept = useQuery({
    queryKey: ['exams', 'kept-group-ids', studentId],
    queryFn: keptGroupIds,
    enabled: unreachable,
    networkMode: 'always',
    staleTime: 0,
  });

  useEffect(() => {
    if (fromProfile) void keepGroupIds(fromProfile);
  }, [fromProfile]);

  const refetch = () => void profile.refetch();
  if (fromProfile)
    return {
      groupIds: fromProfile,
      isPending: false,
      isError: false,
      noGroups: fromProfile.length === 0,
      refetch,
    };
  if (!unreachable)
    return {
      groupIds: NONE,
      isPending: profile.isPending,
      isError: profile.isError,
      noGroups: false,
      refetch,
    };
  const groupIds = kept.data ?? NONE;
  return {
    groupIds,
    isPending: kept.isPending,
    isError: kept.isError || (kept.isSuccess && groupIds.length === 0),
    noGroups: false,
    refetch,
  };
}
