/**
 * Writes the time left on a Pix code as 'mm:ss' (minutes may exceed 59: '75:00'). Negative
 * values read '00:00'; partial seconds round up, so '00:00' shows only once time is up.
 */
export function formatCountdown(millisecondsLeft: number): string {
  const seconds = Math.max(0, Math.ceil(millisecondsLeft / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
