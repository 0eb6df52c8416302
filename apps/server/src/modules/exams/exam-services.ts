import type { AppContext } from '../../context';
import { slot } from '../../lib/context-slots';
import { TtlCache } from '../../lib/ttl-cache';
import { AnswerWriter } from './answer-writer';
import { AttemptCache } from './attempt-repository';
import { ExamCache } from './exam-cache';
import { SaveActivity } from './monitor/save-activity';
import { type RawSql, rawSql } from './raw-sql';

/** The in-memory parts of the exam area, one set per context (per running server). */
export interface ExamServices {
  exams: ExamCache;
  attempts: AttemptCache;
  writer: AnswerWriter;
  sql: RawSql;
  /** Last saves per attempt, written to the database about once a second (the exam-day monitor). */
  activity: SaveActivity;
  /** Subject names by the sorted ids asked for together (an exam's subjects): renames show within a minute. */
  subjectNames: TtlCache<string, Map<string, string>>;
}

const byContext = slot<ExamServices>('exam services');

/** The exam services of a context, made on first use. */
export function examServices(ctx: AppContext): ExamServices {
  return ctx.slots.get(byContext, () => {
    const sql = rawSql(ctx);
    return {
      exams: new ExamCache(ctx.db),
      attempts: new AttemptCache(),
      // PGlite has one connection: batches queue behind each other there anyway.
      writer: new AnswerWriter(sql, {
        concurrency: ctx.database.kind === 'postgres' ? 8 : 1,
        maxBatch: 500,
        ...(ctx.metrics ? { onBatch: (size: number) => ctx.metrics?.answerBatchSize.observe(size) } : {}),
      }),
      sql,
      activity: new SaveActivity(sql),
      subjectNames: new TtlCache(60_000, ctx.now),
    };
  });
}
