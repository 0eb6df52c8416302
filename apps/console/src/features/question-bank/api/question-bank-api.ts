import {
  examStaffRoutes,
  type QuestionImportPreview,
  type QuestionImportRow,
  type QuestionImportRowsReport,
  type QuestionInput,
  type QuestionUpdateImpactView,
  questionBankRoutes,
  type RouteInput,
  type StaffQuestionView,
} from '@lms/domain/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { base64Of } from '../../../lib/upload';

/** The filters, order and page of the bank's table, as the server takes them. */
export type BankQuery = NonNullable<RouteInput<typeof questionBankRoutes.questionBankPage>['query']>;

/** One page of bank questions with the total matching the filters. */
export function useQuestionPage(query: BankQuery) {
  return useQuery({
    queryKey: ['question-bank', 'page', query],
    queryFn: async () => (await callApi(questionBankRoutes.questionBankPage, { query })).data,
    placeholderData: keepPreviousData,
  });
}

/** The subjects to tag questions with and the chapters in use. */
export function useQuestionSubjects() {
  return useQuery({
    queryKey: ['question-bank', 'subjects'],
    queryFn: async () => (await callApi(questionBankRoutes.questionSubjects, {})).data,
    staleTime: 60_000,
  });
}

/** A question's versions, newest first; `questionId` undefined: nothing is loaded. */
export function useQuestionVersions(questionId: string | undefined) {
  return useQuery({
    queryKey: ['question-bank', 'versions', questionId],
    enabled: Boolean(questionId),
    queryFn: async () =>
      (await callApi(questionBankRoutes.questionVersions, { params: { questionId: questionId! } })).data,
  });
}

/** What saving a change of a question would do to the scored results of the exams following it. */
export async function previewQuestionUpdate(
  questionId: string,
  input: QuestionInput,
): Promise<QuestionUpdateImpactView> {
  return (await callApi(questionBankRoutes.previewQuestionUpdate, { params: { questionId }, body: input }))
    .data;
}

/**
 * Saves a question: creates it without an id, replaces its fields with one (`confirmRescore` once the
 * re-score of the exams following it was confirmed); the bank reloads after.
 */
export function useSaveQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      input,
      confirmRescore,
    }: {
      id?: string;
      input: QuestionInput;
      confirmRescore?: boolean;
    }): Promise<StaffQuestionView> =>
      id
        ? (
            await callApi(examStaffRoutes.updateQuestion, {
              params: { questionId: id },
              body: confirmRescore ? { ...input, confirmRescore: true } : input,
            })
          ).data
        : (await callApi(examStaffRoutes.createQuestion, { body: input })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['question-bank'] }),
  });
}

/** Deletes a question no exam uses; the bank reloads after. */
export function useDeleteQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (questionId: string) =>
      (await callApi(examStaffRoutes.deleteQuestion, { params: { questionId } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['question-bank'] }),
  });
}

/** Checks a CSV, Excel or JSON file of questions on the server; nothing is written. */
export async function previewImport(file: File): Promise<QuestionImportPreview> {
  const body = /\.xlsx$/i.test(file.name)
    ? { format: 'xlsx' as const, content: base64Of(new Uint8Array(await file.arrayBuffer())) }
    : {
        format: /\.json$/i.test(file.name) ? ('json' as const) : ('csv' as const),
        content: await file.text(),
      };
  return (await callApi(questionBankRoutes.previewQuestionImport, { body })).data;
}

/** Adds one chunk of checked rows to the bank. */
export async function importRows(rows: QuestionImportRow[]): Promise<QuestionImportRowsReport> {
  return (await callApi(questionBankRoutes.importQuestionRows, { body: { rows } })).data;
}
