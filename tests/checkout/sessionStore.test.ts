/** @jest-environment jsdom */
import { mergeSession, readSession, removeSession, writeSession } from '@/checkout/sessionStore';

describe('sessionStore', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('should round-trip JSON values under the spec key names', () => {
    writeSession('dataLead', { leadId: 'l1', name: 'Ana Souza', email: 'ana@ex.com', phone: '11' });
    expect(window.sessionStorage.getItem('dataLead')).toBe(
      JSON.stringify({ leadId: 'l1', name: 'Ana Souza', email: 'ana@ex.com', phone: '11' }),
    );
    expect(readSession('dataLead')?.name).toBe('Ana Souza');
    writeSession('shouldUseUpsellTheme', true);
    expect(readSession('shouldUseUpsellTheme')).toBe(true);
  });

  it('should read bad JSON as undefined instead of throwing', () => {
    window.sessionStorage.setItem('dataForm', '{not json');
    expect(readSession('dataForm')).toBeUndefined();
  });

  it('should merge into an object key, starting fresh after bad JSON', () => {
    window.sessionStorage.setItem('dataForm', 'oops');
    mergeSession('dataForm', { name: 'Ana' });
    mergeSession('dataForm', { email: 'ana@ex.com' });
    expect(readSession('dataForm')).toEqual({ name: 'Ana', email: 'ana@ex.com' });
  });

  it('should report a refused write and keep working when storage throws', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeSession('PURCHASED_PLAN', 'ms-anual')).toBe(false);
    setItem.mockRestore();
    removeSession('PURCHASED_PLAN');
    expect(readSession('PURCHASED_PLAN')).toBeUndefined();
  });
});
