/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CheckoutProvider } from '@/checkout/CheckoutContext';
import type { CheckoutPageProps } from '@/checkout/checkoutPageProps';
import { readDraft, writeDraft } from '@/checkout/draft/stepDraft';
import { loadPage } from '@/checkout/navigation/loadPage';
import { StepNavigatorProvider } from '@/checkout/navigation/stepNavigator';
import { useStepNavigation } from '@/checkout/navigation/useStepNavigation';
import { chainFlow, fixturePage } from '@/tests/templates/fixturePage';

const push = jest.fn<Promise<boolean>, [string]>();

jest.mock('next/router', () => ({
  useRouter: () => ({ push, back: jest.fn(), query: {}, pathname: '/lead', asPath: '/lead' }),
}));
jest.mock('@/checkout/navigation/loadPage', () => ({ loadPage: jest.fn() }));

const flow = chainFlow('default', [
  'lead',
  { templateId: 'payment', id: 'payment' },
  { templateId: 'success', id: 'success' },
]);

function navigationOn(page: CheckoutPageProps) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CheckoutProvider page={page}>{children}</CheckoutProvider>
  );
  return renderHook(() => useStepNavigation(), { wrapper }).result;
}

beforeEach(() => {
  push.mockReset().mockResolvedValue(true);
  jest.mocked(loadPage).mockReset();
});

describe('useStepNavigation and framed steps', () => {
  it('should move on client-side between steps that frame nothing', async () => {
    const result = navigationOn(
      fixturePage({ productFlow: flow, query: { product: 'MS' } }, 'lead'),
    );
    await act(() => result.current.goNext());
    expect(push).toHaveBeenCalledWith('/payment?product=MS&flowId=default');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('should load the page anew to enter a step that frames another origin', async () => {
    const page = fixturePage(
      {
        productFlow: flow,
        query: { product: 'MS' },
        framedSteps: { payment: ['https://player.vimeo.com'] },
      },
      'lead',
    );
    const result = navigationOn(page);
    await act(() => result.current.goNext());
    expect(loadPage).toHaveBeenCalledWith('/payment?product=MS&flowId=default');
    expect(push).not.toHaveBeenCalled();
  });

  it('should load the page anew to leave a step that frames another origin', async () => {
    const page = fixturePage(
      {
        productFlow: flow,
        query: { product: 'MS' },
        framedSteps: { payment: ['https://player.vimeo.com'] },
      },
      'payment',
    );
    const result = navigationOn(page);
    await act(() => result.current.goNext());
    expect(loadPage).toHaveBeenCalledWith('/success?product=MS&flowId=default');
    expect(push).not.toHaveBeenCalled();
  });
});

describe('useStepNavigation and the step drafts', () => {
  const lead = { productCode: 'MS', flowId: 'default', stepId: 'lead', part: 'form' };
  const payment = { ...lead, stepId: 'payment' };
  beforeEach(() => {
    window.sessionStorage.clear();
    writeDraft(lead, { name: 'Ana' });
    writeDraft(payment, { document: '1' });
  });

  it("should drop the step's drafts once the buyer has moved on, and no other step's", async () => {
    const result = navigationOn(
      fixturePage({ productFlow: flow, query: { product: 'MS' } }, 'lead'),
    );
    await act(() => result.current.goNext());
    expect(readDraft(lead)).toBeUndefined();
    expect(readDraft(payment)).toEqual({ document: '1' });
  });

  it('should keep the drafts when the navigation did not happen', async () => {
    push.mockResolvedValue(false);
    const result = navigationOn(
      fixturePage({ productFlow: flow, query: { product: 'MS' } }, 'lead'),
    );
    await act(() => result.current.goNext());
    expect(readDraft(lead)).toEqual({ name: 'Ana' });
    push.mockRejectedValue(new Error('offline'));
    await expect(act(() => result.current.goNext())).rejects.toThrow('offline');
    expect(readDraft(lead)).toEqual({ name: 'Ana' });
  });
});

describe('useStepNavigation under a step navigator (the studio preview)', () => {
  it('should show the next step, the first step and the step before through the navigator, never the router', async () => {
    const toStep = jest.fn();
    const back = jest.fn();
    const page = fixturePage(
      {
        productFlow: flow,
        query: { product: 'MS' },
        framedSteps: { payment: ['https://player.vimeo.com'] },
      },
      'payment',
    );
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StepNavigatorProvider value={{ toStep, back }}>
        <CheckoutProvider page={page}>{children}</CheckoutProvider>
      </StepNavigatorProvider>
    );
    const result = renderHook(() => useStepNavigation(), { wrapper }).result;
    await act(() => result.current.goNext());
    await act(() => result.current.restart());
    act(() => result.current.back());
    expect(toStep.mock.calls.map(([step]) => (step as { id: string }).id)).toEqual([
      'success',
      'lead',
    ]);
    expect(back).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    expect(loadPage).not.toHaveBeenCalled();
    expect(result.current.navigating).toBe(false);
  });
});
