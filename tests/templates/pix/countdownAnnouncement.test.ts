import { countdownAnnouncement } from '@/templates/pix/countdownAnnouncement';

describe('countdownAnnouncement', () => {
  it('should speak in whole minutes, rounding up', () => {
    expect(countdownAnnouncement(30 * 60_000)).toBe('O código expira em 30 minutos.');
    expect(countdownAnnouncement(29 * 60_000 + 1)).toBe('O código expira em 30 minutos.');
    expect(countdownAnnouncement(29 * 60_000)).toBe('O código expira em 29 minutos.');
    expect(countdownAnnouncement(60_001)).toBe('O código expira em 2 minutos.');
  });

  it('should say under a minute once, and the expiry when time is up', () => {
    expect(countdownAnnouncement(60_000)).toBe('O código expira em menos de 1 minuto.');
    expect(countdownAnnouncement(1)).toBe('O código expira em menos de 1 minuto.');
    expect(countdownAnnouncement(0)).toBe('O código Pix expirou.');
  });
});
