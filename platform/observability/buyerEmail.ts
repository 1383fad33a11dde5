/** Reads the e-mail of the lead the buyer's session stored, if any (given by the page). */
export type LeadEmail = () => string | undefined;

/** The cookie that may hold the buyer's e-mail (spec §8: "the user's email from a cookie"). */
export const buyerEmailCookie = 'email';

/**
 * The buyer's e-mail for error reports: the `email` cookie when the browser has one, else the
 * e-mail of the lead this session stored (`leadEmail`); undefined on the server or before the
 * lead step.
 */
export function buyerEmail(leadEmail: LeadEmail): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name === buyerEmailCookie && rest.length > 0) {
      try {
        const value = decodeURIComponent(rest.join('='));
        if (value.includes('@')) return value;
      } catch {
        // A malformed cookie is ignored.
      }
    }
  }
  return leadEmail() || undefined;
}
