import type { ConfigError } from '@/scripts/lib/configError';
import { formatReport, summaryLine } from '@/scripts/lib/formatReport';

const ERROR: ConfigError = {
  code: 'unknown-template',
  file: 'brands/x/products/MS.json',
  line: 14,
  column: 9,
  pointer: '/checkoutFlow/flows/0/steps/2/templateId',
  message: "templateId desconhecido 'paymnt'; você quis dizer 'payment'? conhecidos: lead, payment",
};

describe('formatReport', () => {
  it('should print one text line per error and the summary', () => {
    expect(formatReport({ fileCount: 3, errors: [ERROR] }, 'text')).toBe(
      "brands/x/products/MS.json:14:9  /checkoutFlow/flows/0/steps/2/templateId  templateId desconhecido 'paymnt'; você quis dizer 'payment'? conhecidos: lead, payment\n✖ 1 erro em 1 arquivo\n",
    );
  });

  it('should name the flow and step instead of the pointer when the error is in a flow', () => {
    const error = { ...ERROR, where: 'fluxo "default", passo "payment" (templateId)' };
    expect(formatReport({ fileCount: 1, errors: [error] }, 'text').split('\n')[0]).toBe(
      `brands/x/products/MS.json:14:9  fluxo "default", passo "payment" (templateId)  templateId desconhecido 'paymnt'; você quis dizer 'payment'? conhecidos: lead, payment`,
    );
  });

  it('should escape GitHub annotation data and properties', () => {
    const error = { ...ERROR, file: 'brands/a,b/x.json', message: '100% wrong\nreally' };
    expect(formatReport({ fileCount: 1, errors: [error] }, 'github').split('\n')[0]).toBe(
      '::error file=brands/a%2Cb/x.json,line=14,col=9,title=unknown-template::/checkoutFlow/flows/0/steps/2/templateId  100%25 wrong%0Areally',
    );
  });

  it('should write the summary line for clean and failing runs', () => {
    expect(summaryLine({ fileCount: 12, errors: [] })).toBe('✔ 12 arquivos válidos');
    expect(summaryLine({ fileCount: 1, errors: [] })).toBe('✔ 1 arquivo válido');
    expect(
      summaryLine({ fileCount: 5, errors: [ERROR, ERROR, { ...ERROR, file: 'other.json' }] }),
    ).toBe('✖ 3 erros em 2 arquivos');
  });

  it('should print a JSON report', () => {
    expect(JSON.parse(formatReport({ fileCount: 2, errors: [] }, 'json'))).toEqual({
      valid: true,
      fileCount: 2,
      errorCount: 0,
      errors: [],
    });
  });
});
