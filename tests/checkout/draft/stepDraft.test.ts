/** @jest-environment jsdom */
import {
  cardFieldNames,
  draftKey,
  readDraft,
  removeStepDrafts,
  writeDraft,
} from '@/checkout/draft/stepDraft';

const lead = { productCode: 'MS', flowId: 'default', stepId: 'lead', part: 'form' };
const payment = { productCode: 'MS', flowId: 'default', stepId: 'payment', part: 'form' };

describe('step drafts', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('should keep one draft per product, flow, step and part', () => {
    writeDraft(lead, { name: 'Ana' });
    writeDraft({ ...lead, flowId: 'pix' }, { name: 'Bia' });
    writeDraft({ ...lead, productCode: 'WUP' }, { name: 'Cia' });
    writeDraft({ ...lead, part: 'orderBumps' }, { orderBumps: ['a', 'b'] });
    expect(readDraft(lead)).toEqual({ name: 'Ana' });
    expect(readDraft({ ...lead, flowId: 'pix' })).toEqual({ name: 'Bia' });
    expect(readDraft({ ...lead, productCode: 'WUP' })).toEqual({ name: 'Cia' });
    expect(readDraft({ ...lead, part: 'orderBumps' })).toEqual({ orderBumps: ['a', 'b'] });
    expect(draftKey(lead)).toBe('trilhaDraft:MS/default/lead/form');
  });

  it('should never write a card field, whatever it is asked to keep', () => {
    const card = Object.fromEntries(cardFieldNames.map((name) => [name, `${name}-value`]));
    expect(writeDraft(payment, { document: '295.379.955-93', ...card })).toBe(true);
    const stored = window.sessionStorage.getItem(draftKey(payment)) ?? '';
    expect(JSON.parse(stored)).toEqual({ document: '295.379.955-93' });
    for (const name of cardFieldNames) expect(stored).not.toContain(name);
  });

  it('should ignore card fields and odd values a stored draft holds', () => {
    window.sessionStorage.setItem(
      draftKey(payment),
      JSON.stringify({ document: '1', cardNumber: '4111111111111111', cvv: '123', count: 3 }),
    );
    expect(readDraft(payment)).toEqual({ document: '1' });
    window.sessionStorage.setItem(draftKey(payment), '{not json');
    expect(readDraft(payment)).toBeUndefined();
    window.sessionStorage.setItem(draftKey(payment), '["a"]');
    expect(readDraft(payment)).toBeUndefined();
  });

  it("should drop every draft of a step and only that step's", () => {
    writeDraft(payment, { document: '1' });
    writeDraft({ ...payment, part: 'other' }, { x: '2' });
    writeDraft(lead, { name: 'Ana' });
    window.sessionStorage.setItem('dataLead', '{"leadId":"l1"}');
    removeStepDrafts(payment);
    expect(readDraft(payment)).toBeUndefined();
    expect(readDraft({ ...payment, part: 'other' })).toBeUndefined();
    expect(readDraft(lead)).toEqual({ name: 'Ana' });
    expect(window.sessionStorage.getItem('dataLead')).toBe('{"leadId":"l1"}');
  });

  it('should go on without a draft when the browser refuses storage', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeDraft(lead, { name: 'Ana' })).toBe(false);
    expect(readDraft(lead)).toBeUndefined();
    setItem.mockRestore();
    getItem.mockRestore();
  });
});
