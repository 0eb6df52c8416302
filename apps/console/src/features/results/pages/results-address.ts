/** The console address (under /staff) of the Results section, for one exam or for the picker alone. */
export function resultsPath(examId?: string): string {
  return examId ? `/results/${encodeURIComponent(examId)}` : '/results';
}

/** The exam of an older query-string link (`?exam=` or `?examId=`), which now leads to its own path. */
export function examOfQuery(search: URLSearchParams): string | undefined {
  return search.get('exam') || search.get('examId') || undefined;
}
