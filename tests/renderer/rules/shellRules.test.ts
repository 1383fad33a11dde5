import { hideLogo, logoWidth, showSellerBanner } from '@/renderer/rules/shellRules';
import path from 'node:path';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import { SPEC_ROUTE_TABLE } from '../../fixtures/specRouteTable';
import { readTemplateManifests } from '../../schemas/templateFolders';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const SHELL_FLAGS = ['backButton', 'hideLogo', 'upsellStyle', 'hideSellerBanner'] as const;

/**
 * The spec's page-shell lists speak of the routes it names; a template beyond them (the
 * contract step, a new one) sets its shell in its template.json, checked below as declared.
 */
const specRoutes = new Set(Object.values(SPEC_ROUTE_TABLE));
const entries = Object.values(templateRegistry).filter((entry) => specRoutes.has(entry.route));

/** Spec §2 "Page shell": the routes that show 'Voltar'. */
const SPEC_BACK_BUTTON_ROUTES = [
  '/upsell-payment',
  '/payment',
  '/video',
  '/payment/upsell',
  '/presentation',
  '/order-bump-presentation',
  '/select-school',
];

/**
 * Spec §2 no-logo list ("upsell, livelo, payment-verification, parsing, success-invoice and
 * similar"), read as: any route containing 'upsell', every route under /livelo, and those three.
 */
function specHidesLogo(route: string): boolean {
  return (
    route.includes('upsell') ||
    route.startsWith('/livelo/') ||
    ['/payment-verification', '/parsing', '/success-invoice'].includes(route)
  );
}

describe('template shell flags', () => {
  const manifests = readTemplateManifests(REPO_ROOT);
  it.each(Object.values(templateRegistry).map((entry) => [entry.id, entry.shell] as const))(
    'should give %s the shell its template.json declares (false where it says nothing)',
    (id, shell) => {
      const declared = manifests[id]?.shell ?? {};
      expect(shell).toEqual(
        Object.fromEntries(SHELL_FLAGS.map((flag) => [flag, declared[flag] === true])),
      );
    },
  );
});

describe('template shell declarations (spec §2 "Page shell")', () => {
  it('should check the shell of every template on a route the spec names', () => {
    expect(entries.map((entry) => entry.route).sort()).toEqual([...specRoutes].sort());
  });

  it.each(entries.map((entry) => [entry.id, entry.route, entry.shell] as const))(
    "should declare 'Voltar' on %s (%s) exactly where the spec lists its route",
    (_id, route, shell) => {
      expect(shell.backButton).toBe(SPEC_BACK_BUTTON_ROUTES.includes(route));
    },
  );

  it.each(entries.map((entry) => [entry.id, entry.route, entry.shell] as const))(
    'should hide the logo on %s (%s) exactly where the no-logo list names its route',
    (_id, route, shell) => {
      expect(shell.hideLogo).toBe(specHidesLogo(route));
    },
  );

  it.each(entries.map((entry) => [entry.id, entry.route, entry.shell] as const))(
    'should style %s (%s) as an upsell page exactly when its route contains upsell or is /subscription-welcome',
    (_id, route, shell) => {
      expect(shell.upsellStyle).toBe(route.includes('upsell') || route === '/subscription-welcome');
    },
  );

  it.each(entries.map((entry) => [entry.id, entry.route, entry.shell] as const))(
    'should hide the seller banner on %s (%s) only on /payment-verification',
    (_id, route, shell) => {
      expect(shell.hideSellerBanner).toBe(route === '/payment-verification');
    },
  );
});

describe('hideLogo', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])(
    'should hide the logo when the template hides it (%p) and the step has a logo %p: %p',
    (hidden, stepHasLogo, expected) => {
      expect(hideLogo({ hideLogo: hidden }, stepHasLogo)).toBe(expected);
    },
  );
});

describe('showSellerBanner', () => {
  it.each([
    [false, 'ana', 'Ana Paula', true],
    [false, 'franchising', 'Franquias', true],
    [false, 'performance', 'Performance', false],
    [true, 'ana', 'Ana Paula', false],
    [false, '', 'Ana Paula', false],
    [false, undefined, 'Ana Paula', false],
    [false, 'ana', null, false],
    [false, 'ana', ' ', false],
  ])(
    "should show 'Atendimento' when the template hides it %p, for seller %p named %p by the lookup: %p",
    (hidden, seller, sellerName, expected) => {
      expect(showSellerBanner({ shell: { hideSellerBanner: hidden }, seller, sellerName })).toBe(
        expected,
      );
    },
  );
});

describe('logoWidth', () => {
  it.each([
    [undefined, undefined, 110],
    [undefined, 1024, 110],
    [160, 1024, 160],
    [160, undefined, 160],
    [160, 250, 160],
    [160, 249, 110],
    [160, 200, 110],
    [0, 1024, 110],
    [-20, 1024, 110],
    [Number.NaN, 1024, 110],
  ])('should give props width %p in a %p px window %p px', (propsWidth, windowWidth, expected) => {
    expect(logoWidth({ propsWidth, windowWidth })).toBe(expected);
  });
});
