import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from 'pino';

type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * A request's logger that becomes a pino child of `parent` (with `bindings`, the request id) only
 * when something logs through it. Fastify makes one for every request, and a child's bindings go
 * through the redaction of every secret path as it is made: about 3% of the server's CPU of an answer
 * save, for a logger that logs nothing on a request that goes well. A line below the logger's level
 * makes no child either: Fastify logs every request it receives at `info`, which a server running
 * at `warn` drops.
 */
export class LazyChildLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get made(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  /**
   * Whether a line at `level` would be written. Before the child is made, worked out from the level it
   * would have and pino's level values; a parent without them (not pino) is asked through the child.
   */
  private writes(level: Level): boolean {
    if (this.#made) return true;
    const threshold = this.options.level ?? this.parent.level;
    if (threshold === 'silent') return false;
    const values = (this.parent as Partial<Pick<Logger, 'levels'>>).levels?.values;
    const at = values?.[threshold];
    const wanted = values?.[level];
    return at === undefined || wanted === undefined || wanted >= at;
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.made.level = level;
  }

  fatal(...args: LogArguments): void {
    if (this.writes('fatal')) this.made.fatal(...args);
  }

  error(...args: LogArguments): void {
    if (this.writes('error')) this.made.error(...args);
  }

  warn(...args: LogArguments): void {
    if (this.writes('warn')) this.made.warn(...args);
  }

  info(...args: LogArguments): void {
    if (this.writes('info')) this.made.info(...args);
  }

  debug(...args: LogArguments): void {
    if (this.writes('debug')) this.made.debug(...args);
  }

  trace(...args: LogArguments): void {
    if (this.writes('trace')) this.made.trace(...args);
  }

  silent(...args: LogArguments): void {
    this.made.silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when first used (see `LazyChildLogger`). */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(parent, bindings, options);
}
