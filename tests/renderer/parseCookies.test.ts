import { parseCookies } from '@/renderer/parseCookies';

describe('parseCookies', () => {
  it('should decode cookies by name', () => {
    expect(parseCookies('_ga=GA1.2.3; name=Jo%C3%A3o; quoted="a b"')).toEqual({
      _ga: 'GA1.2.3',
      name: 'João',
      quoted: 'a b',
    });
  });

  it('should keep a malformed value as sent instead of throwing', () => {
    expect(parseCookies('utm=100%; x=%E0%A4%A')).toEqual({ utm: '100%', x: '%E0%A4%A' });
  });

  it('should ignore empty parts and names, and keep the first of a repeated name', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(';;=v; a=1; a=2')).toEqual({ a: '1' });
  });
});
