import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  selectFlow,
  type FlowChoiceReason,
  type SelectableFlow,
} from '@/renderer/rules/selectFlow';
import type { ProductConfig } from '@/schemas/generated/types';

const flow = (id: string, selectedBy?: SelectableFlow['selectedBy']): SelectableFlow => ({
  id,
  ...(selectedBy ? { selectedBy } : {}),
  steps: [{ id: 'lead', templateId: 'lead', defaultNextStepId: 'payment' }],
});

const PIX = flow('pix', { route: ['pix'] });
const BANKSLIP = flow('bankslip', { route: ['bankslip'] });
const EXTENDED = flow('extended', { voucher: ['msjana'] });
const ALL = [
  flow('first-one'),
  flow('default'),
  flow('offer'),
  PIX,
  BANKSLIP,
  EXTENDED,
  flow('black'),
];
const WITHOUT_DEFAULT = ['first-one', 'offer', 'black'].map((id) => flow(id));
const WITHOUT_SELECTORS = ['first-one', 'default', 'offer', 'black'].map((id) => flow(id));

function productFlows(brand: string, code: string): SelectableFlow[] {
  const file = join(process.cwd(), 'brands', brand, 'products', `${code}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as ProductConfig).checkoutFlow.flows;
}

describe('selectFlow', () => {
  it.each<[string, SelectableFlow[], Record<string, string>, string, FlowChoiceReason]>([
    ['choose default without any query', ALL, {}, 'default', 'default'],
    ['choose the flowId query', ALL, { flowId: 'black' }, 'black', 'flowId'],
    ['choose offer when oferta is given', ALL, { oferta: 'ms-anual' }, 'offer', 'offer'],
    ['prefer flowId over oferta', ALL, { flowId: 'black', oferta: 'ms-anual' }, 'black', 'flowId'],
    [
      'fall back to offer when flowId names no flow',
      ALL,
      { flowId: 'nope', oferta: 'x' },
      'offer',
      'offer',
    ],
    [
      'fall back to default when flowId names no flow',
      ALL,
      { flowId: 'nope' },
      'default',
      'default',
    ],
    ['use the first flow when nothing matches', WITHOUT_DEFAULT, {}, 'first-one', 'first'],
    [
      'use the first flow when flowId names no flow and there is no default',
      WITHOUT_DEFAULT,
      { flowId: 'nope' },
      'first-one',
      'first',
    ],
    ['choose the flow selected by route=pix', ALL, { route: 'pix' }, 'pix', 'override'],
    ['compare selector values case-insensitively', ALL, { route: 'PIX' }, 'pix', 'override'],
    [
      'choose the flow selected by route=bankslip',
      ALL,
      { route: 'bankslip' },
      'bankslip',
      'override',
    ],
    [
      'keep the flow a journey names even when its query selects another (route=bankslip)',
      ALL,
      { route: 'bankslip', flowId: 'black' },
      'black',
      'flowId',
    ],
    [
      'let a selected flow win over oferta',
      ALL,
      { route: 'bankslip', oferta: 'x' },
      'bankslip',
      'override',
    ],
    ['choose the flow selected by a voucher', ALL, { voucher: 'MSJANA' }, 'extended', 'override'],
    [
      'not choose a voucher flow for another voucher',
      ALL,
      { voucher: 'BLACKFRIDAY' },
      'default',
      'default',
    ],
    [
      'take the first matching flow in the list',
      ALL,
      { route: 'pix', voucher: 'msjana' },
      'pix',
      'override',
    ],
    [
      'fall back to flowId when no flow is selected by the route',
      WITHOUT_SELECTORS,
      { route: 'pix', flowId: 'black' },
      'black',
      'flowId',
    ],
    [
      'fall back to default when no flow is selected by the route',
      WITHOUT_SELECTORS,
      { route: 'bankslip' },
      'default',
      'default',
    ],
    [
      'need every parameter of a selector to match',
      [flow('default'), flow('both', { route: ['livelo'], voucher: ['v'] })],
      { route: 'livelo' },
      'default',
      'default',
    ],
  ])('should %s', (_name, flows, query, expected, reason) => {
    const choice = selectFlow({ flows, query });
    expect(choice?.flow.id).toBe(expected);
    expect(choice?.reason).toBe(reason);
  });

  describe('a link that names no flow', () => {
    const account = (id: string, templates: string[]): SelectableFlow => ({
      id,
      steps: templates.map((templateId) => ({ id: templateId, templateId })),
    });
    const FLOWS = [
      account('default', ['lead', 'payment', 'success']),
      account('invoice', ['invoice-payment', 'pix', 'success-invoice']),
      account('renew', ['renew', 'subscription-welcome']),
      account('renew-v1', ['renew', 'subscription-welcome']),
      account('welcome-only', ['lead', 'subscription-welcome']),
    ];

    it.each<[string, string, Record<string, string>, string, FlowChoiceReason]>([
      ['the default flow that shows the path', 'payment', {}, 'default', 'default'],
      ['the first flow that starts at the path', 'renew', {}, 'renew', 'route'],
      ['the first flow that shows the path', 'success-invoice', {}, 'invoice', 'route'],
      [
        'the first flow starting at the path before one that only shows it',
        'subscription-welcome',
        {},
        'renew',
        'route',
      ],
      [
        'the flow named by flowId, even without the path',
        'renew',
        { flowId: 'default' },
        'default',
        'flowId',
      ],
      [
        'the flow named by flowId that shows the path',
        'renew',
        { flowId: 'renew-v1' },
        'renew-v1',
        'flowId',
      ],
      ["the rules' flow when no flow shows the path", 'livelo-cpf', {}, 'default', 'default'],
    ])('should reach %s', (_name, templateId, query, expected, reason) => {
      const choice = selectFlow({ flows: FLOWS, query, templateId });
      expect(choice?.flow.id).toBe(expected);
      expect(choice?.reason).toBe(reason);
    });
  });

  it('should never land a link that names no flow on a flow reached only when named', () => {
    const flows: SelectableFlow[] = [
      flow('default'),
      { id: 'renew-v1', namedOnly: true, steps: [{ id: 'renew', templateId: 'renew' }] },
      { id: 'renew', steps: [{ id: 'renew', templateId: 'renew' }] },
    ];
    expect(selectFlow({ flows, query: {}, templateId: 'renew' })?.flow.id).toBe('renew');
    expect(selectFlow({ flows, query: { flowId: 'renew-v1' }, templateId: 'renew' })?.flow.id).toBe(
      'renew-v1',
    );
  });

  it('should choose nothing when the product has no flow', () => {
    expect(selectFlow({ flows: [], query: {} })).toBeUndefined();
  });
});

describe('route-driven flows of the brands (spec §4, as product config data)', () => {
  it.each<[string, string, string, Record<string, string>, string]>([
    ['medvalida', 'MS', 'route=pix gives pix', { route: 'pix' }, 'pix'],
    ['medvalida', 'MS', 'route=bankslip gives bankslip', { route: 'bankslip' }, 'bankslip'],
    ['medvalida', 'MS', 'voucher=msjana gives extended', { voucher: 'msjana' }, 'extended'],
    ['medvalida', 'MS', 'route=livelo does not give livelo', { route: 'livelo' }, 'default'],
    ['falamais', 'WUP', 'route=livelo gives livelo', { route: 'livelo' }, 'livelo'],
    ['falamais', 'WUP', 'route=livelo-accrual gives livelo', { route: 'livelo-accrual' }, 'livelo'],
    ['falamais', 'WUP', 'voucher=msjana does not give extended', { voucher: 'msjana' }, 'default'],
  ])('%s %s: %s', (brand, code, _rule, query, expected) => {
    expect(selectFlow({ flows: productFlows(brand, code), query })?.flow.id).toBe(expected);
  });
});
