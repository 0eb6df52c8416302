import type { ScoreboardResult } from '@lms/domain/contract';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { allScoreboardResults, type ScoreboardPageFetcher } from './scoreboard-pages';
import { showApiError } from './show-api-error';

/** Printing starts this long after the click. */
export const PRINT_DELAY_MS = 1000;
/** The print state resets this long after the click. */
export const PRINT_RESET_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Print: every result of the scoreboard `fetchPage` reads is fetched for the progress report, the browser's print starts 1 s after the
 * click (or as soon as the rows are there), and the printing state resets 2 s after the click.
 */
export function usePrintReport(fetchPage: ScoreboardPageFetcher) {
  const [printing, setPrinting] = useState(false);
  const [rows, setRows] = useState<ScoreboardResult[] | null>(null);

  const print = async () => {
    if (printing) return;
    const clickedAt = Date.now();
    setPrinting(true);
    try {
      const all = await allScoreboardResults(fetchPage);
      flushSync(() => setRows(all));
      await sleep(PRINT_DELAY_MS - (Date.now() - clickedAt));
      window.print();
    } catch (error) {
      showApiError(error);
    }
    await sleep(PRINT_RESET_MS - (Date.now() - clickedAt));
    setPrinting(false);
  };

  return { printing, reportRows: rows, print };
}
