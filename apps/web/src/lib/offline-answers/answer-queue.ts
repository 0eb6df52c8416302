import type { AnswerAttachment, QuestionType } from '@lms/domain';
import { ApiError } from '../api-error';
import type { AnswerPayload, AnswerStore, LocalAnswer } from './types';

/** Milliseconds an answer waits before it is sent; a newer answer to the same question replaces it. */
export const ANSWER_DEBOUNCE_MS = 250;
/** Tries of one answer in all before it is kept flagged offline. */
export const ANSWER_ATTEMPTS = 3;
/** Milliseconds between the connection coming back and the resend of offline answers. */
export const OFFLINE_RESEND_DELAY_MS = 1000;
/** Milliseconds before the second try; the third waits twice as long. */
export const ANSWER_RETRY_DELAY_MS = 400;
/**
 * Milliseconds one try may wait for the server. A save is a few hundred bytes: on a dead connection
 * the 3 tries give up (and keep the answer on the device) within ~14 s, not after the 60 s default.
 */
export const ANSWER_SEND_TIMEOUT_MS = 4_000;

/** Sends one answer; resolves when the server acknowledged it, throws (an ApiError) otherwise. */
export type SendAnswer = (
  payload: AnswerPayload,
  options: { offline: boolean; timeoutMs: number },
) => Promise<void>;

/**
 * How a failed send is treated:
 * - 'network': no answer, a timeout, a server failure (5xx), too many requests, or a lost session:
 *   the answer is kept and tried again;
 * - 'rejected': the server refused this answer (locked 423, removed from the group 403, bad 400 ...).
 */
export function classifySendError(error: unknown): 'network' | 'rejected' {
  if (!(error instanceof ApiError)) return 'network';
  const { status } = error;
  if (status === 0 || status >= 500 || status === 408 || status === 429 || status === 401) return 'network';
  return 'rejected';
}

/** The answer a question view gives. */
export interface AnswerInput {
  questionId: string;
  type: QuestionType;
  answer: string[];
  extra?: AnswerAttachment[];
  answerIndex?: number;
  /** When the student answered (epoch ms); the queue's clock when absent. */
  timestamp?: number;
  /**
   * Given before the deadline but sent after it (typed text saved when the time ran out): sent as
   * `offline` at once, so the server's grace rule for answers kept on the device takes it.
   */
  late?: boolean;
}

/** Options of an answer queue. */
export interface AnswerQueueOptions {
  examId: string;
  store: AnswerStore;
  send: SendAnswer;
  /** The clock stamped on answers (epoch ms); the exam page passes the server-corrected clock. */
  now?: () => number;
  /** Every answer of the exam after each change, for the per-question saved/pending state. */
  onChange?: (answers: LocalAnswer[]) => void;
  /** The server acknowledged an answer; `resent` when it had been kept offline. */
  onSaved?: (answer: LocalAnswer, info: { resent: boolean }) => void;
  /** An answer failed every try and is kept on the device, flagged offline. */
  onSavedLocally?: (answer: LocalAnswer) => void;
  /** The server refused an answer; `restored` is what the question shows again (undefined: unanswered). */
  onRejected?: (answer: LocalAnswer, error: unknown, restored: LocalAnswer | undefined) => void;
  debounceMs?: number;
  attempts?: number;
  retryDelayMs?: number;
  sendTimeoutMs?: number;
  resendDelayMs?: number;
}

/** What happened to one delivery. */
type Delivery = 'saved' | 'offline' | 'rejected' | 'superseded';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The offline-safe answer queue of one exam. Each answer is written to
 * the store FIRST, then sent after a 250 ms debounce per question; a send that gets no answer is
 * tried 3 times in all, then the answer stays on the device flagged offline and is resent (with
 * `offline=true`) when the connection returns. The server keeps the last answer by its timestamp,
 * so a resend or a late acknowledgement never overwrites a newer answer.
 */
export class AnswerQueue {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Map<string, Promise<Delivery>>();
  private resendTimer: ReturnType<typeof setTimeout> | undefined;
  private resendWaiters: Array<() => void> = [];
  private disposed = false;
  /** onChange reports, one after another, so a later report never arrives before an earlier one. */
  private reported: Promise<void> = Promise.resolve();
  /** Per question, the read-modify-write of its stored answer running now (they run one at a time). */
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(private readonly options: AnswerQueueOptions) {}

  private get store(): AnswerStore {
    return this.options.store;
  }

  /** Every answer of the exam kept on this device. */
  list(): Promise<LocalAnswer[]> {
    return this.store.list(this.options.examId);
  }

  private changed(): Promise<void> {
    const { onChange } = this.options;
    if (!onChange) return Promise.resolve();
    this.reported = this.reported
      .then(async () => onChange(await this.list()))
      .catch((error: unknown) => {
        console.error('Could not read the answers kept on this device', error);
      });
    return this.reported;
  }

  /**
   * Runs `change` (a read-modify-write of one question's stored answer) after the ones already
   * running for that question, so a change never overwrites one made meanwhile.
   */
  private withLock<T>(questionId: string, change: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(questionId) ?? Promise.resolve();
    const next = previous.then(change, change);
    const settled = next.catch(() => undefined);
    this.locks.set(questionId, settled);
    void settled.then(() => {
      if (this.locks.get(questionId) === settled) this.locks.delete(questionId);
    });
    return next;
  }

  /**
   * Records an answer: stored on the device first, then sent after the debounce. Resolves once it
   * is stored (not when it is sent).
   */
  async answer(input: AnswerInput): Promise<LocalAnswer> {
    const entry = await this.withLock(input.questionId, () => this.write(input));
    await this.changed();
    this.schedule(input.questionId);
    return entry;
  }

  private async write(input: AnswerInput): Promise<LocalAnswer> {
    const { examId } = this.options;
    const previous = await this.store.get(examId, input.questionId);
    const payload: AnswerPayload = {
      questionId: input.questionId,
      answer: input.answer,
      timestamp: input.timestamp ?? (this.options.now ?? Date.now)(),
      extra: input.extra ?? [],
      ...(input.answerIndex === undefined ? {} : { answerIndex: input.answerIndex }),
    };
    const entry: LocalAnswer = {
      examId,
      questionId: input.questionId,
      type: input.type,
      payload,
      saved: false,
      offline: input.late ?? false,
      count: 0,
      acknowledged: previous ? (previous.saved ? previous.payload : previous.acknowledged) : null,
    };
    await this.store.put(entry);
    return entry;
  }

  private schedule(questionId: string): void {
    if (this.disposed) return;
    clearTimeout(this.timers.get(questionId));
    this.timers.set(
      questionId,
      setTimeout(() => {
        this.timers.delete(questionId);
        void this.deliver(questionId);
      }, this.options.debounceMs ?? ANSWER_DEBOUNCE_MS),
    );
  }

  /** Sends the stored answer of a question (with its tries), unless it is saved already. */
  private deliver(questionId: string): Promise<Delivery> {
    const running = this.attempt(questionId).finally(() => {
      if (this.inFlight.get(questionId) === running) this.inFlight.delete(questionId);
    });
    this.inFlight.set(questionId, running);
    return running;
  }

  private async attempt(questionId: string): Promise<Delivery> {
    const { examId, send } = this.options;
    const attempts = this.options.attempts ?? ANSWER_ATTEMPTS;
    const first = await this.store.get(examId, questionId);
    if (!first || first.saved) return 'saved';
    const { timestamp } = first.payload;
    // Each change below re-reads the stored answer under the question's lock and gives up when a
    // newer answer replaced the one being sent (that one has its own delivery).
    const update = (change: (entry: LocalAnswer) => LocalAnswer | null) =>
      this.withLock(questionId, async () => {
        const entry = await this.store.get(examId, questionId);
        if (!entry || entry.saved || entry.payload.timestamp !== timestamp) return undefined;
        const next = change(entry);
        if (next) await this.store.put(next);
        else await this.store.delete(examId, questionId);
        return { before: entry, after: next };
      });
    for (let tryNumber = 1; tryNumber <= attempts; tryNumber++) {
      if (this.disposed) return 'superseded';
      const counted = await update((entry) => ({ ...entry, count: entry.count + 1 }));
      if (!counted?.after) return 'superseded';
      const entry = counted.after;
      try {
        await send(entry.payload, {
          offline: entry.offline,
          timeoutMs: this.options.sendTimeoutMs ?? ANSWER_SEND_TIMEOUT_MS,
        });
      } catch (error) {
        if (classifySendError(error) === 'rejected') return this.reject(update, error);
        if (tryNumber < attempts)
          await wait((this.options.retryDelayMs ?? ANSWER_RETRY_DELAY_MS) * tryNumber);
        continue;
      }
      const done = await update((current) => ({
        ...current,
        saved: true,
        offline: false,
        acknowledged: current.payload,
      }));
      if (!done?.after) return 'superseded';
      await this.changed();
      this.options.onSaved?.(done.after, { resent: entry.offline });
      return 'saved';
    }
    const kept = await update((entry) => ({ ...entry, offline: true }));
    if (!kept?.after) return 'superseded';
    await this.changed();
    this.options.onSavedLocally?.(kept.after);
    return 'offline';
  }

  /** The server refused the answer being sent: the question goes back to the last acknowledged answer. */
  private async reject(
    update: (
      change: (entry: LocalAnswer) => LocalAnswer | null,
    ) => Promise<{ before: LocalAnswer; after: LocalAnswer | null } | undefined>,
    error: unknown,
  ): Promise<Delivery> {
    const outcome = await update((entry) =>
      entry.acknowledged
        ? { ...entry, payload: entry.acknowledged, saved: true, offline: false, count: 0 }
        : null,
    );
    if (!outcome) return 'superseded';
    await this.changed();
    this.options.onRejected?.(outcome.before, error, outcome.after ?? undefined);
    return 'rejected';
  }

  /**
   * Resends every answer not acknowledged yet (flagged offline, or left unsent by a closed tab),
   * after the offline resend delay (1000 ms). A second call before the delay restarts it.
   * Resolves once those sends are over.
   */
  resendOffline(delayMs = this.options.resendDelayMs ?? OFFLINE_RESEND_DELAY_MS): Promise<void> {
    clearTimeout(this.resendTimer);
    return new Promise((resolve) => {
      this.resendWaiters.push(resolve);
      this.resendTimer = setTimeout(() => {
        this.resendTimer = undefined;
        const waiters = this.resendWaiters.splice(0);
        void this.sendUnsaved().finally(() => {
          for (const done of waiters) done();
        });
      }, delayMs);
    });
  }

  private async sendUnsaved(): Promise<Delivery[]> {
    if (this.disposed) return [];
    const unsaved = (await this.list()).filter((entry) => !entry.saved);
    return Promise.all(
      unsaved.map((entry) => {
        if (this.timers.has(entry.questionId)) return 'superseded' as const;
        return this.inFlight.get(entry.questionId) ?? this.deliver(entry.questionId);
      }),
    );
  }

  /**
   * Before the final submit: sends every answer still waiting (without the debounce) and waits
   * for the sends already running. Resolves with the answers that are still not acknowledged
   * (empty when the server has every answer).
   */
  async flush(): Promise<LocalAnswer[]> {
    for (const [questionId, timer] of this.timers) {
      clearTimeout(timer);
      this.timers.delete(questionId);
    }
    await Promise.all(this.inFlight.values());
    await this.sendUnsaved();
    return (await this.list()).filter((entry) => !entry.saved);
  }

  /** Forgets the exam's answers on this device (after a successful final submit or a retake). */
  async clear(): Promise<void> {
    this.cancelTimers();
    await this.store.clear(this.options.examId);
    await this.changed();
  }

  private cancelTimers(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    clearTimeout(this.resendTimer);
    for (const done of this.resendWaiters.splice(0)) done();
  }

  /**
   * Stops sending (the page goes away). Answers waiting for their debounce stay stored unsent;
   * the next visit resends them.
   */
  dispose(): void {
    this.disposed = true;
    this.cancelTimers();
  }
}
