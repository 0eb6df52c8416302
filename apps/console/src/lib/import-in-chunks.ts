/** What the server reported for one chunk of rows. */
export interface ChunkReport<E> {
  created: number;
  errors: E[];
}

/** What a chunked import ended with: rows created, the rows refused, and why it stopped, if it did. */
export interface ImportOutcome<E> {
  created: number;
  errors: E[];
  failure?: string;
}

/**
 * Sends rows in chunks, one after another, telling `onProgress` how many rows are done. It stops at a
 * chunk that fails, or whose report `stopOn` turns into a reason to stop (a chunk is never sent twice).
 * `lines` names a chunk in messages by its first and last row numbers.
 */
export async function importInChunks<R extends { row: number }, E>(
  rows: readonly R[],
  size: number,
  send: (chunk: R[]) => Promise<ChunkReport<E>>,
  options: {
    onProgress: (done: number) => void;
    failureOf: (lines: string, err: unknown) => string;
    stopOn?: (report: ChunkReport<E>, lines: string) => string | undefined;
  },
): Promise<ImportOutcome<E>> {
  const outcome: ImportOutcome<E> = { created: 0, errors: [] };
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const lines = `${chunk[0]!.row}–${chunk[chunk.length - 1]!.row}`;
    try {
      const report = await send(chunk);
      outcome.errors.push(...report.errors);
      const stop = options.stopOn?.(report, lines);
      if (stop) return { ...outcome, failure: stop };
      outcome.created += report.created;
    } catch (err) {
      return { ...outcome, failure: options.failureOf(lines, err) };
    }
    options.onProgress(i + chunk.length);
  }
  return outcome;
}
