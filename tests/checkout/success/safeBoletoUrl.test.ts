import { safeBoletoUrl } from '@/checkout/success/safeBoletoUrl';

describe('safeBoletoUrl', () => {
  it.each([
    ['https://boletos.example.com/b/123', 'https://boletos.example.com/b/123'],
    [
      'http://localhost:3000/api/sandbox/boleto/pay_1',
      'http://localhost:3000/api/sandbox/boleto/pay_1',
    ],
    ['/api/sandbox/boleto/pay_1', '/api/sandbox/boleto/pay_1'],
    ['  /api/sandbox/boleto/pay_1 ', '/api/sandbox/boleto/pay_1'],
  ])('should accept %p', (raw, expected) => {
    expect(safeBoletoUrl(raw)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example.com/boleto'],
    ['/\\evil.example.com'],
    ['not a url'],
    [decodeURIComponent('%2F%09%2Fevil.example')],
    ['/\n/evil.example'],
    ['/api/boleto\\..\\..'],
    ['https://evil.example/\tx'],
  ])('should refuse %p', (raw) => {
    expect(safeBoletoUrl(raw)).toBeUndefined();
  });
});
