import { schoolChosenInFlow, schoolScope } from '@/checkout/franchise/schoolScope';
import type { StoredSchool } from '@/checkout/sessionStore';
import { chainFlow, fixturePage } from '../../templates/fixturePage';

const franchiseFlow = chainFlow('default', [
  'md',
  {
    templateId: 'select-school',
    props: { franchiseBrand: 'conquer-franquias', country: 'BR', useFixedFranchise: true },
  },
  'lead',
  'payment',
]);

const fixedChoice: StoredSchool = {
  brand: 'conquer-franquias',
  country: 'BR',
  region: 'PR',
  city: 'Curitiba',
  unitId: 'a0B5g00000CQFCTB01',
  unitName: 'Conquer Franquias Curitiba',
};

describe('schoolScope', () => {
  it('should list the fixed franchise for conquer-franquias and the calls for other brands', () => {
    const page = { business: 'conquer', area: 'BR' as const };
    expect(schoolScope({ franchiseBrand: 'conquer-franquias' }, page)).toMatchObject({
      brand: 'conquer-franquias',
      country: 'BR',
      fixed: { unit: { salesforceId: 'a0B5g00000CQFCTB01' } },
    });
    expect(schoolScope({}, page)).toEqual({ brand: 'conquer', country: 'BR', fixed: null });
    expect(schoolScope({ country: 'MZ' }, { business: 'wiseup', area: 'BR' })).toEqual({
      brand: 'wiseup',
      country: 'MZ',
      fixed: null,
    });
  });
});

describe('schoolChosenInFlow', () => {
  it('should give the unit chosen on a select-school step of the same flow and franchise', () => {
    const page = fixturePage({ productFlow: franchiseFlow, business: 'conquer-franquias' }, 'lead');
    expect(schoolChosenInFlow(page, fixedChoice)?.unitId).toBe('a0B5g00000CQFCTB01');
  });

  it('should give nothing without a choice, in a flow without the step, or for another franchise', () => {
    const page = fixturePage({ productFlow: franchiseFlow, business: 'conquer-franquias' }, 'lead');
    expect(schoolChosenInFlow(page, undefined)).toBeUndefined();
    expect(schoolChosenInFlow(fixturePage(), fixedChoice)).toBeUndefined();
    expect(schoolChosenInFlow(page, { ...fixedChoice, brand: 'conquer' })).toBeUndefined();
    expect(schoolChosenInFlow(page, { ...fixedChoice, country: 'MZ' })).toBeUndefined();
  });
});
