import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { ScrubbingSpanProcessor } from '@/checkout/observability/agent/scrubbingSpanProcessor';

describe('ScrubbingSpanProcessor', () => {
  it('should export the documentFetch span of a link with e-mail, CPF, phone and name without them', async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      spanProcessors: [new ScrubbingSpanProcessor(new SimpleSpanProcessor(exporter))],
    });
    const url =
      'http://localhost:3000/lead?product=MS&email=maria%40example.com&cpf=529.982.247-25&phone=%2B5511987654321&name=Maria+Silva&utm_source=ads';
    const span = provider.getTracer('test').startSpan('documentFetch', {
      attributes: { 'http.url': url, 'http.method': 'GET', 'http.response_content_length': 5120 },
    });
    span.addEvent('fetchStart', { 'http.url': url });
    span.end();
    await provider.forceFlush();

    const [exported] = exporter.getFinishedSpans();
    const scrubbedUrl =
      'http://localhost:3000/lead?product=MS&email=[redacted]&cpf=[redacted]&phone=[redacted]&name=[redacted]&utm_source=ads';
    expect(exported?.attributes).toEqual({
      'http.url': scrubbedUrl,
      'http.method': 'GET',
      'http.response_content_length': 5120,
    });
    expect(exported?.events[0]?.attributes).toEqual({ 'http.url': scrubbedUrl });
    expect(exported?.name).toBe('documentFetch');
    await provider.shutdown();
  });
});
