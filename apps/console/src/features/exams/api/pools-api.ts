import { examPoolRoutes, type PoolSectionInput, type RouteInput } from '@lms/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** An exam's pool sections with their pool sizes. */
export function useExamPools(examId: string) {
  return useQuery({
    queryKey: ['exam-pools', examId],
    queryFn: async () => (await callApi(examPoolRoutes.examPools, { params: { examId } })).data,
  });
}

/** What a pool filter holds now (the exam's listed questions left out), and whether `count` can be drawn. */
export function usePoolSize(examId: string, section: PoolSectionInput) {
  return useQuery({
    queryKey: ['pool-size', examId, section],
    queryFn: async () => (await callApi(examPoolRoutes.poolSize, { body: { ...section, examId } })).data,
  });
}

/** Replaces the exam's pool sections (and its sets, when given); the exam and its pools are read again. */
export function useSetExamPools(examId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pools, setCount }: { pools: PoolSectionInput[]; setCount?: number }) =>
      (await callApi(examPoolRoutes.setExamPools, { params: { examId }, body: { pools, setCount } })).data,
    onSuccess: (data) => {
      queryClient.setQueryData(['exam-pools', examId], data);
      void queryClient.invalidateQueries({ queryKey: ['exam', examId] });
    },
  });
}

/** Picks `count` bank questions at random matching the picker's filter, none already on the paper. */
export function usePickRandom() {
  return useMutation({
    mutationFn: async (body: RouteInput<typeof examPoolRoutes.randomQuestions>['body']) =>
      (await callApi(examPoolRoutes.randomQuestions, { body })).data,
  });
}
