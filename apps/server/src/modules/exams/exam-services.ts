import type { AppContext } from '../../context';
import { batchedReads } from '../../lib/batched-reads';
import { slot } from '../../lib/context-slots';
import type { GroupCommit } from '../../lib/group-commit';
import { CACHE_TOPIC } from '../../lib/invalidation';
import { TtlCache } from '../../lib/ttl-cache';
import { AnswerWriter } from './answer-writer';
import { AttemptCache } from './attempt-repository';
import { ExamCache } from './exam-cache';
import { findGroupsWithExams, type GroupKey, type GroupWithExamsRow } from './group-exams-repository';
import { SaveActivity } from './monitor/save-activity';
import { type RawSql, rawSql } from './raw-sql';
import {
  findMemberResults,
  type MemberResult,
  type MemberResultKey,
} from './results/member-result-repository';
import { Scorer } from './results/scorer';
import { SubmitBatcher } from './results/submit-batcher';
import { StartBatcher } from './taking/start-batcher';

/** The in-memory parts of the exam area, one set per context (per running server). */
export interface ExamServices {
  exams: ExamCache;
  attempts: AttemptCache;
  writer: AnswerWriter;
  /** Starts (and the look-ups of a student's attempt and membership), made in batches. */
  starts: StartBatcher;
  /** The groups students open (My Exams) with their exams and attempts, read in batches. */
  groups: GroupCommit<GroupKey, GroupWithExamsRow | null>;
  /** The membership, attempt and answers behind students' result views, read in batches. */
  results: GroupCommit<MemberResultKey, MemberResult>;
  /** Final submits, marked in batches. */
  submits: SubmitBatcher;
  /** Scoring of submitted attempts, right after their submits are answered. */
  scorer: Scorer;
  sql: RawSql;
  /** Last saves per attempt, written to the database about once a second (the exam-day monitor). */
  activity: SaveActivity;
  /** Subject names by the sorted ids asked for together (an exam's subjects): renames show within a minute. */
  subjectNames: TtlCache<string, Map<string, string>>;
}

const byContext = slot<ExamServices>('exam services');

// The scoring of answered submits waits until submits stop arriving for this long, at most the second
// figure: the submits of a deadline's rush are all answered before their scoring takes the CPU, and
// each scoring batch is larger. A reader of scores, or a caller that waits, has them scored at once.
const SCORING_QUIET_MS = 100;
const SCORING_MAX_WAIT_MS = 1000;

/** The exam services of a context, made on first use. */
export function examServices(ctx: AppContext): ExamServices {
  return ctx.slots.get(byContext, () => {
    const sql = rawSql(ctx);
    const exams = new ExamCache(ctx.db);
    const scorer = new Scorer(ctx, exams, {
      concurrency: ctx.database.kind === 'postgres' ? 2 : 1,
      maxBatch: 500,
      gatherMs: SCORING_QUIET_MS,
      maxGatherMs: SCORING_MAX_WAIT_MS,
    });
    const services: ExamServices = {
      exams,
      attempts: new AttemptCache(),
      // PGlite has one connection: batches queue behind each other there anyway.
      writer: new AnswerWriter(sql, {
        concurrency: ctx.database.kind === 'postgres' ? 8 : 1,
        maxBatch: 500,
        maxQueued: ctx.config.ANSWER_QUEUE_MAX,
        ...(ctx.metrics ? { onBatch: (size: number) => ctx.metrics?.answerBatchSize.observe(size) } : {}),
      }),
      starts: new StartBatcher(sql, { concurrency: ctx.database.kind === 'postgres' ? 4 : 1, maxBatch: 500 }),
      groups: batchedReads(ctx, 200, (keys) => findGroupsWithExams(sql, keys)),
      // Up to 100 answers each: a batch of 100 results is about a megabyte of JSON.
      results: batchedReads(ctx, 100, (keys) => findMemberResults(sql, keys)),
      submits: new SubmitBatcher(
        ctx.db,
        scorer,
        { concurrency: ctx.database.kind === 'postgres' ? 4 : 1, maxBatch: 500 },
        // The attempt stays submitted and unscored: the next reader or the periodic sweep scores it.
        () => ctx.metrics?.jobFailures.inc({ job: 'scoring' }),
      ),
      scorer,
      sql,
      activity: new SaveActivity(sql),
      subjectNames: new TtlCache(60_000, ctx.now),
    };
    followOtherNodes(ctx, services);
    return services;
  });
}

// Changes made through any node (this one included) reach these caches at once, not when they age.
function followOtherNodes(ctx: AppContext, services: ExamServices): void {
  const { invalidation } = ctx;
  invalidation.subscribe(CACHE_TOPIC.exam, (examId) => examId && services.exams.invalidate(examId));
  invalidation.subscribe(CACHE_TOPIC.attempt, (key) => {
    const [examId, studentId] = key?.split(':') ?? [];
    if (examId && studentId) services.attempts.forget(examId, studentId);
  });
  invalidation.subscribe(CACHE_TOPIC.subjectNames, () => services.subjectNames.clear());
}

/** Tells every node to forget its cached copy of these exams (after changing them). */
export function announceExamChanges(ctx: AppContext, examIds: Iterable<string>): void {
  for (const examId of examIds) ctx.invalidation.publish(CACHE_TOPIC.exam, examId);
}

/** Tells every node to forget a student's cached attempt (removed, submitted, more time). */
export function announceAttemptChange(ctx: AppContext, examId: string, studentId: string): void {
  ctx.invalidation.publish(CACHE_TOPIC.attempt, `${examId}:${studentId}`);
}
