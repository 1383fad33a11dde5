import type { ResolvedFlow, ResolvedStep } from '@/checkout/checkoutPageProps';
import { framedSteps } from '@/renderer/security/framedSteps';
import { templateManifest } from '@/schemas/generated/templateManifest';

function step(id: string, templateId: string, props: Record<string, unknown> = {}): ResolvedStep {
  return { id, templateId, defaultNextStepId: null, nextStepIds: {}, props };
}

const templates = {
  lead: { id: 'lead' },
  payment: { id: 'payment' },
  video: {
    id: 'video',
    frameOrigins: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  },
};

describe('framedSteps', () => {
  it('should give each video step only the provider its props use, and no entry to other steps', () => {
    const flow: ResolvedFlow = {
      id: 'default',
      steps: [
        step('lead', 'lead', { media: { logo: 'https://player.vimeo.com/not-a-frame.png' } }),
        step('intro', 'video', {
          video: { url: 'https://player.vimeo.com/video/76979871', title: 'Tour' },
        }),
        step('outro', 'video', {
          video: { url: 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE' },
        }),
        step('file', 'video', { video: { url: '/videos/apresentacao.webm' } }),
        step('payment', 'payment'),
      ],
    };
    expect(framedSteps(flow, templates)).toEqual({
      intro: ['https://player.vimeo.com'],
      outro: ['https://www.youtube-nocookie.com'],
    });
  });

  it('should find no framed step in flows of templates that declare no frame origins', () => {
    const flow: ResolvedFlow = {
      id: 'd',
      steps: [step('lead', 'lead'), step('payment', 'payment'), step('s', 'success')],
    };
    expect(framedSteps(flow, templateManifest)).toEqual({});
  });
});
