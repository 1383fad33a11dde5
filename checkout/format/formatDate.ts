/**
 * Formats a date ('YYYY-MM-DD' or an ISO date-time) the Brazilian way, 'DD/MM/AAAA', reading
 * the calendar date as written (UTC), so server and browser render the same text. Gives the
 * input back unchanged when it is not a date.
 */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]}/${match[1]}`;
}
