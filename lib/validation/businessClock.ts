/**
 * The time zone the checkout's date rules are judged in: the business's (Brazil, São Paulo),
 * not the buyer's device nor the server's UTC, so the form and the payment API read the same
 * month at the same instant (a card expiring this month is valid until midnight in São Paulo).
 */
export const businessTimeZone = 'America/Sao_Paulo';

const yearMonthFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: 'numeric',
});

/** The calendar year and month (1–12) an instant falls in, in `businessTimeZone`. */
export function businessYearMonth(now: Date): { year: number; month: number } {
  const parts = yearMonthFormat.formatToParts(now);
  const part = (type: 'year' | 'month'): number =>
    Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month') };
}
