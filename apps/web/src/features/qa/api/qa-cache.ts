import type { QueryClient } from '@tanstack/react-query';
import { qaKeys } from './qa-keys';
import type { Question, QuestionPage } from './qa-types';

/** Replaces a question everywhere it is cached (its own entry and every list page holding it). */
export function patchQuestion(client: QueryClient, id: string, change: (q: Question) => Question): void {
  client.setQueryData<Question>(qaKeys.question(id), (q) => (q ? change(q) : q));
  client.setQueriesData<QuestionPage>({ queryKey: qaKeys.questionLists }, (page) =>
    page ? { ...page, questions: page.questions.map((q) => (q._id === id ? change(q) : q)) } : page,
  );
}

/** Puts a new question on top of the cached list pages and caches it on its own. */
export function addQuestionOnTop(client: QueryClient, question: Question): void {
  client.setQueryData(qaKeys.question(question._id), question);
  client.setQueriesData<QuestionPage>({ queryKey: qaKeys.questionLists }, (page) =>
    page ? { questions: [question, ...page.questions], totalRecords: page.totalRecords + 1 } : page,
  );
}
