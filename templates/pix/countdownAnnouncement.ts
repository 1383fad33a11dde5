/**
 * The sentence the Pix page announces politely about the time left: once a minute, in whole
 * minutes ('O código expira em 12 minutos.'), so a screen reader is not flooded every second.
 * Under a minute it says so once ('O código expira em menos de 1 minuto.'); once time is up it
 * returns the expiry message.
 */
export function countdownAnnouncement(millisecondsLeft: number): string {
  if (millisecondsLeft <= 0) return 'O código Pix expirou.';
  const minutes = Math.ceil(millisecondsLeft / 60_000);
  if (minutes <= 1) return 'O código expira em menos de 1 minuto.';
  return `O código expira em ${minutes} minutos.`;
}
