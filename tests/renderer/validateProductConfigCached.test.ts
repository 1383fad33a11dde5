import { readFileSync } from 'node:fs';
import { validateProductConfigCached } from '@/renderer/validateProductConfigCached';

function msConfig(): Record<string, unknown> {
  const config = JSON.parse(readFileSync('brands/medvalida/products/MS.json', 'utf8')) as Record<
    string,
    unknown
  >;
  delete config.$schema;
  return config;
}

describe('validateProductConfigCached', () => {
  it('should validate a config once per content, whichever object carries it', async () => {
    const cacheModule = await import('@/renderer/validateProductConfigCached');
    const config = msConfig();
    const first = validateProductConfigCached(config);
    const runs = cacheModule.validationRuns;
    expect(first.ok).toBe(true);
    expect(validateProductConfigCached(config)).toBe(first);
    expect(validateProductConfigCached(msConfig())).toBe(first);
    expect(cacheModule.validationRuns).toBe(runs);
  });

  it('should report the JSON pointer of the first error, pointing at a bad templateId itself', () => {
    const config = msConfig() as {
      checkoutFlow: { flows: Array<{ steps: Array<{ templateId: string }> }> };
    };
    config.checkoutFlow.flows[0]!.steps[1]!.templateId = 'paymnt';
    expect(validateProductConfigCached(config)).toMatchObject({
      ok: false,
      pointer: '/checkoutFlow/flows/0/steps/1/templateId',
    });
  });
});
