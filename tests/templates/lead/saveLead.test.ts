import { createLead, updateLead } from '@/checkout/api/checkoutApi';
import { ApiError } from '@/checkout/api/ApiError';
import type { Lead } from '@/checkout/api/types';
import { saveLead } from '@/templates/lead/saveLead';
import { LeadIncompleteError } from '@/templates/lead/leadIncompleteError';
import type { SaveLeadInput } from '@/templates/lead/saveLead';

jest.mock('@/checkout/api/checkoutApi', () => ({ createLead: jest.fn(), updateLead: jest.fn() }));

const createLeadMock = jest.mocked(createLead);
const updateLeadMock = jest.mocked(updateLead);

const input: SaveLeadInput = {
  name: 'Joana Franquia',
  email: 'joana@example.com',
  phone: '(11) 98765-4321',
  business: 'conquer-franquias',
  productCode: 'CONQUERFRANQUIAS',
  seller: 'performance',
  source: 'direto',
  stored: undefined,
};
const stored = { leadId: 'lead_1', name: input.name, email: input.email, phone: input.phone };

beforeEach(() => {
  createLeadMock.mockReset().mockResolvedValue({ leadId: 'lead_1' } as Lead);
  updateLeadMock.mockReset().mockResolvedValue({ leadId: 'lead_1' } as Lead);
});

describe('saveLead', () => {
  it('should create the lead, then send the chosen unit as relationAccount on PATCH', async () => {
    await expect(saveLead({ ...input, relationAccount: 'a0B5g00000CQFCTB01' })).resolves.toEqual(
      stored,
    );
    expect(createLeadMock).toHaveBeenCalledWith(
      expect.not.objectContaining({ relationAccount: expect.anything() }),
    );
    expect(updateLeadMock).toHaveBeenCalledTimes(1);
    expect(updateLeadMock).toHaveBeenCalledWith('lead_1', {
      relationAccount: 'a0B5g00000CQFCTB01',
    });
    expect(createLeadMock.mock.invocationCallOrder[0]).toBeLessThan(
      updateLeadMock.mock.invocationCallOrder[0]!,
    );
  });

  it('should only create the lead when no unit was chosen', async () => {
    await saveLead(input);
    expect(createLeadMock).toHaveBeenCalledTimes(1);
    expect(updateLeadMock).not.toHaveBeenCalled();
  });

  it('should update the same buyer once with the business and the unit', async () => {
    await expect(
      saveLead({ ...input, stored, relationAccount: 'a0B5g00000CQFCTB01' }),
    ).resolves.toBe(stored);
    expect(createLeadMock).not.toHaveBeenCalled();
    expect(updateLeadMock).toHaveBeenCalledWith('lead_1', {
      business: 'conquer-franquias',
      relationAccount: 'a0B5g00000CQFCTB01',
    });
  });

  it('should hand back the created lead when its unit could not be saved', async () => {
    updateLeadMock.mockRejectedValue(
      new ApiError({
        kind: 'server',
        status: 503,
        body: {},
        method: 'PATCH',
        url: '/api/v1/lead/lead_1',
      }),
    );
    const saving = saveLead({ ...input, relationAccount: 'a0B5g00000CQFCTB01' });
    await expect(saving).rejects.toBeInstanceOf(LeadIncompleteError);
    await expect(saving).rejects.toMatchObject({ lead: stored });
  });
});
