import type { Redirect } from 'next';

/** The generic error page's route (spec §2). */
export const GENERIC_ERROR_PATH = '/generic-error';

/**
 * The redirect of spec §8: 307 to /generic-error keeping the original query string
 * (`rawQuery` without the leading '?').
 */
export function genericErrorRedirect(rawQuery: string): { redirect: Redirect } {
  return {
    redirect: {
      destination: rawQuery ? `${GENERIC_ERROR_PATH}?${rawQuery}` : GENERIC_ERROR_PATH,
      statusCode: 307,
    },
  };
}
