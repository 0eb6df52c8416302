import type { QaSort } from '@lms/domain';
import type { QuestionPage } from '@lms/domain/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { qaBookmarks, qaQuestionGrams, qaQuestions, students } from '../../db/schema';
import { questionColumns } from './question-repository';
import { type QueryWord, queryWords } from './search-text';
import { type QuestionRow, toQuestionView } from './views';

/**
 * Popularity (the Popularity sort): every upvote of a reply and every like counts 1, a bookmark 2
 * (a student wants to come back to it), a Teacher reply 3 (the thread holds an authoritative answer).
 */
export const POPULARITY_WEIGHTS = { upvotes: 1, likes: 1, bookmarks: 2, teacherReplies: 3 } as const;

const popularity = sql<number>`(${qaQuestions.upvotesCount} * ${sql.raw(String(POPULARITY_WEIGHTS.upvotes))}
  + ${qaQuestions.likesCount} * ${sql.raw(String(POPULARITY_WEIGHTS.likes))}
  + ${qaQuestions.bookmarksCount} * ${sql.raw(String(POPULARITY_WEIGHTS.bookmarks))}
  + ${qaQuestions.teacherRepliesCount} * ${sql.raw(String(POPULARITY_WEIGHTS.teacherReplies))})`;

/** What a search of the forum asks for. */
export interface QuestionSearch {
  /** The student searching (their likes, bookmarks, own questions); null for staff. */
  viewerId: string | null;
  /** The subjects the viewer may see: nothing outside them is returned; null means all (admin). */
  subjectIds: readonly string[] | null;
  status?: 'OPEN' | 'COMPLETED';
  courseId?: string;
  subjectId?: string;
  chapterId?: string;
  sort: QaSort;
  /** Questions without a Teacher reply before the others (then the sort). */
  unansweredFirst?: boolean;
  /** true: only questions with a Teacher reply; false: only those without. */
  teacherAnswered?: boolean;
  /** Words to look for (Bengali or English, whole or part); none lists everything. */
  searchString?: string;
  /** 1-based. */
  page: number;
  limit: number;
}

/**
 * How well a description matches: per search word 3 for a whole word, 2 for the start of a word,
 * 1 for a part inside a word, 0 when absent. A description must score above 0 to match.
 */
function rankOf(words: readonly QueryWord[]): SQL<number> {
  const parts = words.map(
    ({ word }) => sql`(case when position(${` ${word} `} in ${qaQuestions.searchText}) > 0 then 3
      when position(${` ${word}`} in ${qaQuestions.searchText}) > 0 then 2
      when position(${word} in ${qaQuestions.searchText}) > 0 then 1 else 0 end)`,
  );
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/**
 * The questions holding every trigram of at least one search word: the index lookup that keeps the
 * exact check (`rankOf`) to a few rows.
 */
function candidates(words: readonly QueryWord[]): SQL {
  const grams = words.flatMap(({ grams: list }, i) =>
    list.map((g) => sql`(${sql.raw(String(i))}, ${g}::text)`),
  );
  const need = words.map(
    ({ grams: list }, i) => sql`(${sql.raw(String(i))}, ${sql.raw(String(list.length))})`,
  );
  return sql`${qaQuestions.id} in (
    select h.question_id from (
      select g.question_id, q.w, count(*) as c
      from ${qaQuestionGrams} g join (values ${sql.join(grams, sql`, `)}) as q(w, gram) on g.gram = q.gram
      group by g.question_id, q.w
    ) h join (values ${sql.join(need, sql`, `)}) as n(w, need) on n.w = h.w and h.c = n.need
  )`;
}

/** One page of matching questions, best first, and how many match in all. */
export async function searchQuestionRows(
  db: Queryable,
  s: QuestionSearch,
): Promise<{ rows: QuestionRow[]; total: number }> {
  if (s.subjectIds?.length === 0) return { rows: [], total: 0 };
  const words = queryWords(s.searchString ?? '');
  const rank = words.length ? rankOf(words) : undefined;
  const where = and(
    s.subjectIds ? inArray(qaQuestions.subjectId, [...s.subjectIds]) : undefined,
    s.status ? eq(qaQuestions.status, s.status) : undefined,
    s.courseId ? eq(qaQuestions.courseId, s.courseId) : undefined,
    s.subjectId ? eq(qaQuestions.subjectId, s.subjectId) : undefined,
    s.chapterId ? eq(qaQuestions.chapterId, s.chapterId) : undefined,
    s.teacherAnswered === undefined
      ? undefined
      : s.teacherAnswered
        ? sql`${qaQuestions.teacherRepliesCount} > 0`
        : eq(qaQuestions.teacherRepliesCount, 0),
    s.sort === 'My_Questions' ? sql`${qaQuestions.studentId} = ${s.viewerId}::uuid` : undefined,
    s.sort === 'My_Bookmarks'
      ? sql`exists (select 1 from ${qaBookmarks} where ${qaBookmarks.questionId} = ${qaQuestions.id} and ${qaBookmarks.studentId} = ${s.viewerId}::uuid)`
      : undefined,
    rank ? candidates(words) : undefined,
    rank ? sql`${rank} > 0` : undefined,
  );
  const sorted: SQL[] =
    s.sort === 'Popularity'
      ? [desc(popularity), desc(qaQuestions.createdAt)]
      : s.sort === 'Date' || !rank
        ? [desc(qaQuestions.createdAt)]
        : [desc(rank), desc(popularity), desc(qaQuestions.createdAt)];
  const order = s.unansweredFirst ? [sql`(${qaQuestions.teacherRepliesCount} > 0)`, ...sorted] : sorted;

  const [rows, [count]] = await Promise.all([
    db
      .select(questionColumns(s.viewerId))
      .from(qaQuestions)
      .leftJoin(students, eq(students.id, qaQuestions.studentId))
      .where(where)
      .orderBy(...order, desc(qaQuestions.id))
      .limit(s.limit)
      .offset((s.page - 1) * s.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(qaQuestions).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One page of matching questions as the API shows them, with the number matching in all. */
export async function findQuestionPage(db: Queryable, s: QuestionSearch): Promise<QuestionPage> {
  const { rows, total } = await searchQuestionRows(db, s);
  return { questions: rows.map(toQuestionView), totalRecords: total };
}
