import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../lib/error-text';
import { type ChunkReport, type ImportOutcome, importInChunks } from '../lib/import-in-chunks';

/** Where a file import stands: picking a file, its check's preview, importing, or done (with `D`). */
export type ImportStep<P, E, D> =
  | { kind: 'pick'; error?: string; checking?: boolean }
  | { kind: 'preview'; fileName: string; preview: P }
  | { kind: 'importing'; done: number; total: number }
  | ({ kind: 'done' } & ImportOutcome<E> & D);

/** How the checked rows are sent: in chunks of `size`, each through `send`. */
export interface ImportRun<R, E> {
  size: number;
  send: (chunk: R[]) => Promise<ChunkReport<E>>;
  failureOf: (lines: string, err: unknown) => string;
  stopOn?: (report: ChunkReport<E>, lines: string) => string | undefined;
}

/**
 * The steps of a file import dialog: a picked file (`pickProps`) is refused over `maxBytes` with `tooLarge`, else shows
 * the server's preview; `run` sends the chosen rows in chunks with the progress, reloads the lists in
 * `invalidates` and shows the outcome with `done`'s extra fields; `close` does nothing while importing.
 */
export function useImportSteps<P, E, D>({
  maxBytes,
  tooLarge,
  preview,
  invalidates,
  onClose,
}: {
  maxBytes: number;
  tooLarge: string;
  preview: (file: File) => Promise<P>;
  invalidates: QueryKey[];
  onClose: () => void;
}) {
  const [step, setStep] = useState<ImportStep<P, E, D>>({ kind: 'pick' });
  const queryClient = useQueryClient();

  const check = async (file: File) => {
    if (file.size > maxBytes) {
      setStep({ kind: 'pick', error: tooLarge });
      return;
    }
    setStep({ kind: 'pick', checking: true });
    try {
      setStep({ kind: 'preview', fileName: file.name, preview: await preview(file) });
    } catch (err) {
      setStep({ kind: 'pick', error: errorText(err) });
    }
  };

  const run = async <R extends { row: number }>(rows: readonly R[], how: ImportRun<R, E>, done: D) => {
    setStep({ kind: 'importing', done: 0, total: rows.length });
    const outcome = await importInChunks(rows, how.size, how.send, {
      onProgress: (count) => setStep({ kind: 'importing', done: count, total: rows.length }),
      failureOf: how.failureOf,
      stopOn: how.stopOn,
    });
    for (const queryKey of invalidates) await queryClient.invalidateQueries({ queryKey });
    setStep({ kind: 'done', ...done, ...outcome });
  };

  const close = () => {
    if (step.kind === 'importing') return;
    setStep({ kind: 'pick' });
    onClose();
  };

  /** The file step's state and what a picked file does, for `ImportFilePick`. */
  const pickProps = {
    checking: step.kind === 'pick' && step.checking,
    error: step.kind === 'pick' ? step.error : undefined,
    onFile: (file: File) => void check(file),
  };

  return { step, pickProps, run, close, pickAgain: () => setStep({ kind: 'pick' }) };
}
