import type { AnswerAttachment, QuestionType } from '@lms/domain';
import { ApiError } from '../api-error';
import type { AnswerPayload, AnswerStore, LocalAnswer } from './types';

/** Milliseconds an answer waits before it is sent; a newer answer to the same question replaces it (SPEC.md §9). */
export const ANSWER_DEBOUNCE_MS = 250;
/** Tries of one answer in all before it is kept flagged offline (SPEC.md §9). */
export const ANSWER_ATTEMPTS = 3;
/** Milliseconds between the connection coming back and the resend of offline answers (SPEC.md §9). */
export const OFFLINE_RESEND_DELAY_MS = 1000;
/** Milliseconds before the second try; the third waits twice as long. */
export const ANSWER_RETRY_DELAY_MS = 400;

/** Sends one answer; resolves when the server acknowledged it, throws (an ApiError) otherwise. */
export type SendAnswer = (payload: AnswerPayload, options: { offline: boolean }) => Promise<void>;

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
  resendDelayMs?: number;
}

/** What happened to one delivery. */
type Delivery = 'saved' | 'offline' | 'rejected' | 'superseded';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The offline-safe answer queue of one exam (SPEC.md §4 "Exam taking"). Each answer is written to
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

  constructor(private readonly options: AnswerQueueOptions) {}

  private get store(): AnswerStore {
    return this.options.store;
  }

  /** Every answer of the exam kept on this device. */
  list(): Promise<LocalAnswer[]> {
    return this.store.list(this.options.examId);
  }

  private async changed(): Promise<void> {
    if (this.options.onChange) this.options.onChange(await this.list());
  }

  /**
   * Records an answer: stored on the device first, then sent after the debounce. Resolves once it
   * is stored (not when it is sent).
   */
  async answer(input: AnswerInput): Promise<LocalAnswer> {
    const { examId } = this.options;
    const previous = await this.store.get(examId, input.questionId);
    const payload: AnswerPayload = {
      questionId: input.questionId,
      answer: input.answer,
      timestamp: (this.options.now ?? Date.now)(),
      extra: input.extra ?? [],
      ...(input.answerIndex === undefined ? {} : { answerIndex: input.answerIndex }),
    };
    const entry: LocalAnswer = {
      examId,
      questionId: input.questionId,
      type: input.type,
      payload,
      saved: false,
      offline: false,
      count: 0,
      acknowledged: previous ? (previous.saved ? previous.payload : previous.acknowledged) : null,
    };
    await this.store.put(entry);
    await this.changed();
    this.schedule(input.questionId);
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
    const current = async () => {
      const entry = await this.store.get(examId, questionId);
      return entry && !entry.saved && entry.payload.timestamp === timestamp ? entry : undefined;
    };
    for (let tryNumber = 1; tryNumber <= attempts; tryNumber++) {
      const entry = await current();
      if (!entry || this.disposed) return 'superseded';
      await this.store.put({ ...entry, count: entry.count + 1 });
      try {
        await send(entry.payload, { offline: entry.offline });
      } catch (error) {
        if (classifySendError(error) === 'rejected') return this.reject(entry, error);
        if (tryNumber < attempts)
          await wait((this.options.retryDelayMs ?? ANSWER_RETRY_DELAY_MS) * tryNumber);
        continue;
      }
      const acknowledged = await current();
      if (!acknowledged) return 'superseded';
      const saved = { ...acknowledged, saved: true, offline: false, acknowledged: acknowledged.payload };
      await this.store.put(saved);
      await this.changed();
      this.options.onSaved?.(saved, { resent: entry.offline });
      return 'saved';
    }
    const entry = await current();
    if (!entry) return 'superseded';
    const kept = { ...entry, offline: true };
    await this.store.put(kept);
    await this.changed();
    this.options.onSavedLocally?.(kept);
    return 'offline';
  }

  /** The server refused `entry`: the question goes back to the last acknowledged answer. */
  private async reject(entry: LocalAnswer, error: unknown): Promise<Delivery> {
    let restored: LocalAnswer | undefined;
    if (entry.acknowledged) {
      restored = { ...entry, payload: entry.acknowledged, saved: true, offline: false, count: 0 };
      await this.store.put(restored);
    } else {
      await this.store.delete(entry.examId, entry.questionId);
    }
    await this.changed();
    this.options.onRejected?.(entry, error, restored);
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
