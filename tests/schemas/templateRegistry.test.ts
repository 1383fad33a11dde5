import fs from 'node:fs';
import path from 'node:path';
import { templateIds, templateManifest } from '@/schemas/generated/templateManifest';
import { templatePropsValidators } from '@/schemas/generated/templatePropsValidators';
import type { TemplateId } from '@/schemas/generated/types';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Spec §2 "Step templates and their routes" (the generic error page is a page, not a template). */
const SPEC_ROUTES: Record<string, string> = {
  lead: '/lead',
  'phone-verification': '/phone-verification',
  video: '/video',
  'upsell-video': '/video/upsell',
  'order-bump-presentation': '/multiprofile-presentation',
  'order-bump': '/order-bump-presentation',
  presentation: '/presentation',
  'upsell-order-bump-presentation': '/multiprofile-upsell-presentation',
  payment: '/payment',
  'custom-offer': '/custom-offer',
  success: '/success',
  'upsell-payment': '/payment/upsell',
  'upsell-success': '/success/upsell',
  pix: '/pix',
  'livelo-cpf': '/livelo/cpf',
  'invoice-payment': '/payment/[id]',
  recovery: '/recovery/[id]',
  renew: '/renew/[id]',
  'select-school': '/select-school',
  'upgrade-payment': '/payment/upgrade',
  md: '/md',
  'select-test-location': '/select-test-location',
};

describe('template registry', () => {
  it('should register every template of spec §2 with its route, and nothing else', () => {
    const routes = Object.fromEntries(templateIds.map((id) => [id, templateManifest[id].route]));
    expect(routes).toEqual(SPEC_ROUTES);
  });

  it('should register exactly the folders of templates/', () => {
    const folders = fs
      .readdirSync(path.join(REPO_ROOT, 'templates'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...templateIds]).toEqual(folders);
  });

  it.each(templateIds.map((id) => [id]))(
    'should accept the examples of %s with its generated props validator',
    (id) => {
      const schema = JSON.parse(
        fs.readFileSync(path.join(REPO_ROOT, 'templates', id, 'props.schema.json'), 'utf8'),
      ) as {
        examples: unknown[];
      };
      const validate = templatePropsValidators[id as TemplateId];
      const rejected = schema.examples.filter((example) => !validate(example));
      expect(rejected).toEqual([]);
      expect(validate({ notAProp: true })).toBe(false);
    },
  );
});
