/**
 * A count with its noun in the right number: `plural(1, 'minute')` is '1 minute', `plural(5, 'minute')`
 * is '5 minutes'. Give `many` when the plural is not the noun plus 's' (`plural(2, 'reply', 'replies')`).
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
