import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { templateIds } from '@/schemas/generated/templateManifest';
import type { ConfigError } from '@/scripts/lib/configError';
import { validateConfigTree, validateConfigTreeReport } from '@/scripts/lib/validateConfigTree';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
const FIXTURES = path.join(REPO_ROOT, 'tests', 'fixtures', 'configs');
const PRODUCT = 'brands/acme/products/AC.json';
const BRAND = 'brands/acme/brand.json';
const CATALOGUE = 'brands/acme/catalogue.json';
const KNOWN_TEMPLATES = templateIds.join(', ');
const PAYMENT_METHODS =
  'credit-card, pix, bankslip, bank-slip, default-credit-card, nu-pay, credit-card-in-person, pix-in-person, cash, cheque, m-pesa, credit-card+credit-card';

type Expected = Omit<ConfigError, 'file'> & { file?: string };

/** Each broken fixture tree and every error `npm run validate` must report for it, in order. */
const CASES: Array<[string, Expected[]]> = [
  [
    'json-syntax',
    [
      {
        code: 'json-syntax',
        line: 5,
        column: 3,
        pointer: '',
        message: "invalid JSON: expected ',' between values (or a closing bracket)",
      },
    ],
  ],
  [
    'duplicate-key',
    [
      {
        code: 'duplicate-key',
        line: 5,
        column: 3,
        pointer: '/title',
        message: "key 'title' appears more than once in the same object; only the last one counts",
      },
    ],
  ],
  [
    'unknown-template',
    [
      {
        code: 'unknown-template',
        line: 24,
        column: 27,
        pointer: '/checkoutFlow/flows/0/steps/1/templateId',
        where: 'flow "default", step "payment" (templateId)',
        message: `unknown templateId 'paymnt'; did you mean 'payment'? known: ${KNOWN_TEMPLATES}`,
      },
    ],
  ],
  [
    'enum-typo',
    [
      {
        code: 'invalid-value',
        line: 27,
        column: 49,
        pointer: '/checkoutFlow/flows/0/steps/1/props/paymentMethods/1',
        where: 'flow "default", step "payment" (props.paymentMethods[1])',
        message: `template 'payment' prop 'paymentMethods[1]': 'pixx' is not allowed; did you mean 'pix'? allowed: ${PAYMENT_METHODS}`,
      },
    ],
  ],
  [
    'bad-prop',
    [
      {
        code: 'invalid-value',
        line: 28,
        column: 24,
        pointer: '/checkoutFlow/flows/0/steps/1/props/installments/max',
        where: 'flow "default", step "payment" (props.installments.max)',
        message: "template 'payment' prop 'installments.max': must be <= 24, not 30",
      },
      {
        code: 'unknown-property',
        line: 30,
        column: 15,
        pointer: '/checkoutFlow/flows/0/steps/1/props/buttonLable',
        where: 'flow "default", step "payment" (props.buttonLable)',
        message:
          "template 'payment': unknown prop 'buttonLable'; did you mean 'buttonLabel'? allowed: heading, paymentMethods, planTypes, priceMode, installments, documentTypes, showTicketLots, buttonLabel, media, style, plan, voucher",
      },
    ],
  ],
  [
    'missing-required-prop',
    [
      {
        code: 'missing-property',
        line: 26,
        column: 22,
        pointer: '/checkoutFlow/flows/0/steps/1/props',
        where: 'flow "default", step "test-location" (props)',
        message: "template 'select-test-location': missing required prop 'cities'",
      },
    ],
  ],
  [
    'unknown-next-step',
    [
      {
        code: 'unknown-next-step',
        line: 25,
        column: 34,
        pointer: '/checkoutFlow/flows/0/steps/1/defaultNextStepId',
        where: 'flow "default", step "payment" (defaultNextStepId)',
        message:
          "defaultNextStepId 'sucess' names no step of flow 'default'; did you mean 'success'? steps: lead, payment, success",
      },
      {
        code: 'unreachable-step',
        line: 28,
        column: 11,
        pointer: '/checkoutFlow/flows/0/steps/2',
        where: 'flow "default", step "success"',
        message:
          "step 'success' is unreachable: no defaultNextStepId or nextStepIds path from the first step 'lead' of flow 'default' leads to it",
      },
    ],
  ],
  [
    'unreachable-step',
    [
      {
        code: 'unreachable-step',
        line: 32,
        column: 11,
        pointer: '/checkoutFlow/flows/0/steps/3',
        where: 'flow "default", step "upsell"',
        message:
          "step 'upsell' is unreachable: no defaultNextStepId or nextStepIds path from the first step 'lead' of flow 'default' leads to it",
      },
    ],
  ],
  [
    'step-cycle',
    [
      {
        code: 'step-cycle',
        line: 31,
        column: 34,
        pointer: '/checkoutFlow/flows/0/steps/2/defaultNextStepId',
        where: 'flow "default", step "success" (defaultNextStepId)',
        message:
          "defaultNextStepId 'lead' closes a cycle in flow 'default': lead → payment → success → lead; the last step of a flow has no defaultNextStepId",
      },
    ],
  ],
  [
    'duplicate-step-id',
    [
      {
        code: 'duplicate-step-id',
        line: 33,
        column: 19,
        pointer: '/checkoutFlow/flows/0/steps/3/id',
        where: 'flow "default", step "payment" (id)',
        message:
          "step id 'payment' is already used by step 1 of flow 'default'; step ids are unique within a flow",
      },
    ],
  ],
  [
    'duplicate-flow-id',
    [
      {
        code: 'duplicate-flow-id',
        line: 35,
        column: 15,
        pointer: '/checkoutFlow/flows/1/id',
        where: 'flow "default" (id)',
        message:
          "flow id 'default' is already used by flow 0; flow ids are unique within a product",
      },
    ],
  ],
  [
    'duplicate-route',
    [
      {
        code: 'duplicate-route',
        line: 30,
        column: 27,
        pointer: '/checkoutFlow/flows/0/steps/2/templateId',
        where: 'flow "default", step "payment-again" (templateId)',
        message:
          "steps 'payment' and 'payment-again' both show route '/payment' (template 'payment'); a flow shows each route at most once",
      },
    ],
  ],
  [
    'unknown-theme',
    [
      {
        code: 'unknown-theme',
        line: 6,
        column: 21,
        pointer: '/designSystemId',
        message:
          "designSystemId 'acme$dark' names brands/acme/themes/dark.json, which does not exist (themes of acme: light)",
      },
    ],
  ],
  [
    'missing-asset',
    [
      {
        file: BRAND,
        code: 'missing-asset',
        line: 24,
        column: 14,
        pointer: '/favicon',
        message: "file 'public/brands/acme/favicon.png' does not exist",
      },
      {
        code: 'missing-asset',
        line: 18,
        column: 25,
        pointer: '/checkoutFlow/flows/0/steps/0/props/media/logo',
        where: 'flow "default", step "lead" (props.media.logo)',
        message: "file 'public/brands/acme/logo-old.svg' does not exist",
      },
    ],
  ],
  [
    'missing-video-file',
    [
      {
        code: 'missing-asset',
        line: 28,
        column: 24,
        pointer: '/checkoutFlow/flows/0/steps/1/props/video/url',
        where: 'flow "default", step "video" (props.video.url)',
        message: "file 'public/videos/acme.webm' does not exist",
      },
      {
        code: 'missing-asset',
        line: 30,
        column: 29,
        pointer: '/checkoutFlow/flows/0/steps/1/props/video/captions',
        where: 'flow "default", step "video" (props.video.captions)',
        message: "file 'public/videos/acme.pt-BR.vtt' does not exist",
      },
    ],
  ],
  [
    'missing-product-config',
    [
      {
        file: BRAND,
        code: 'missing-product-config',
        line: 6,
        column: 26,
        pointer: '/productCodes/1',
        message: "product 'ACX' has no product config: add brands/acme/products/ACX.json",
      },
      {
        file: BRAND,
        code: 'missing-catalogue-entry',
        line: 6,
        column: 26,
        pointer: '/productCodes/1',
        message: "product 'ACX' has no entry in brands/acme/catalogue.json",
      },
    ],
  ],
  [
    'missing-catalogue-entry',
    [
      {
        file: BRAND,
        code: 'missing-catalogue-entry',
        line: 6,
        column: 20,
        pointer: '/productCodes/0',
        message: "product 'AC' has no entry in brands/acme/catalogue.json",
      },
      {
        file: CATALOGUE,
        code: 'unlisted-product',
        line: 5,
        column: 15,
        pointer: '/products/0/code',
        message: "product 'ACME' is not one of the productCodes of brands/acme/brand.json",
      },
    ],
  ],
  [
    'unknown-plan-id',
    [
      {
        file: CATALOGUE,
        code: 'unknown-plan-id',
        line: 8,
        column: 27,
        pointer: '/products/0/planIds/anualProductId',
        message:
          "plan id 'ac-anul' is not a plan of product 'AC'; did you mean 'ac-anual'? (plans: ac-anual)",
      },
    ],
  ],
  [
    'price-mismatch',
    [
      {
        code: 'price-mismatch',
        line: 28,
        column: 83,
        pointer: '/checkoutFlow/flows/0/steps/1/props/bumps/0/price',
        where: 'flow "default", step "bump" (props.bumps[0].price)',
        message:
          "price 9700 differs from the amount 120000 of plan 'ac-anual' in brands/acme/catalogue.json: the buyer would be shown one price and charged another",
      },
      {
        code: 'unknown-plan-id',
        line: 29,
        column: 44,
        pointer: '/checkoutFlow/flows/0/steps/1/props/bumps/1/planId',
        where: 'flow "default", step "bump" (props.bumps[1].planId)',
        message:
          "plan id 'ac-anul' is not a plan of brands/acme/catalogue.json; did you mean 'ac-anual'?",
      },
    ],
  ],
  [
    'schema-declaration',
    [
      {
        code: 'missing-schema-declaration',
        line: 1,
        column: 1,
        pointer: '',
        message:
          'missing "$schema": add "$schema": "../../../schemas/product-config.schema.json" so editors offer completion and documentation',
      },
      {
        file: 'brands/acme/themes/light.json',
        code: 'wrong-schema-declaration',
        line: 2,
        column: 14,
        pointer: '/$schema',
        message:
          '"$schema" \'../../schemas/theme.schema.json\' does not lead to schemas/theme.schema.json from this folder; use "../../../schemas/theme.schema.json"',
      },
    ],
  ],
  [
    'id-mismatch',
    [
      {
        code: 'id-mismatch',
        line: 3,
        column: 11,
        pointer: '/code',
        message: "code 'AB' must equal the file name 'AC'",
      },
    ],
  ],
  [
    'unknown-property',
    [
      {
        file: BRAND,
        code: 'unknown-property',
        line: 4,
        column: 3,
        pointer: '/displayname',
        message: expect.stringMatching(
          /^unknown property 'displayname'; did you mean 'displayName'\? allowed: \$schema, id, displayName, hosts, /,
        ) as unknown as string,
      },
    ],
  ],
  [
    'mozambique-methods',
    [
      {
        file: BRAND,
        code: 'missing-property',
        line: 1,
        column: 1,
        pointer: '',
        message:
          "missing required property 'mozambiquePaymentMethods' (Formas de pagamento das variantes de Moçambique; obrigatórias quando `language` é `pt-MZ`.)",
      },
    ],
  ],
  [
    'journey-upsell-after-boleto',
    [
      {
        code: 'journey-need-unmet',
        line: 25,
        column: 34,
        pointer: '/checkoutFlow/flows/0/steps/1/defaultNextStepId',
        where: 'flow "default", step "payment" (defaultNextStepId)',
        message:
          "outcome 'bankslip' (boleto emitido) of step 'payment' leads to step 'upsell-payment' (template 'upsell-payment'), which needs a paid purchase; on the path lead [next] → payment [bankslip] → upsell-payment the buyer has a lead, a purchase the backend took. Send this outcome to a step that can show it (nextStepIds \"bankslip\"), or put a step that gives it before",
      },
    ],
  ],
  [
    'journey-entry-deleted',
    [
      {
        code: 'journey-need-unmet',
        line: 14,
        column: 27,
        pointer: '/checkoutFlow/flows/0/steps/0/templateId',
        where: 'flow "default", step "payment" (templateId)',
        message:
          "step 'payment' (template 'payment'), which needs a lead, is the first step of flow 'default': nothing before it gives that, so buyers would wait on a page that cannot work; a flow starts with a step that needs nothing from earlier steps (e.g. lead)",
      },
    ],
  ],
  [
    'journey-dead-end',
    [
      {
        code: 'journey-dead-end',
        line: 28,
        column: 11,
        pointer: '/checkoutFlow/flows/0/steps/2',
        where: 'flow "default", step "pix"',
        message:
          "outcome 'paid' (Pix pago) of step 'pix' leads nowhere: the step has no nextStepIds \"paid\" and no defaultNextStepId (path: lead [next] → payment [pix] → pix)",
      },
    ],
  ],
  [
    'unknown-outcome',
    [
      {
        code: 'unknown-outcome',
        line: 26,
        column: 30,
        pointer: '/checkoutFlow/flows/0/steps/1/nextStepIds/pixx',
        where: 'flow "default", step "payment" (nextStepIds.pixx)',
        message:
          "nextStepIds key 'pixx' is no outcome of template 'payment'; did you mean 'pix'? outcomes: approved, pix, bankslip, m-pesa, in-person",
      },
    ],
  ],
  [
    'unused-next-step',
    [
      {
        code: 'unused-next-step',
        line: 31,
        column: 34,
        pointer: '/checkoutFlow/flows/0/steps/2/defaultNextStepId',
        where: 'flow "default", step "success" (defaultNextStepId)',
        message:
          "defaultNextStepId 'upsell-payment' is never followed: with these props template 'success' ends the journey (outcomes: accept when variant has upsell); remove it or change the props",
      },
    ],
  ],
];

describe('validateConfigTree', () => {
  it('should find no error in a valid tree, and check each of its files', () => {
    const report = validateConfigTreeReport(path.join(FIXTURES, 'valid'));
    expect(report.errors).toEqual([]);
    expect(report.files).toEqual([BRAND, CATALOGUE, PRODUCT, 'brands/acme/themes/light.json']);
  });

  it('should find no error in the repository brands/', () => {
    expect(validateConfigTree(REPO_ROOT)).toEqual([]);
  });

  it.each(CASES)(
    'should report the %s fixture at its file, line, column and pointer',
    (name, expected) => {
      const errors = validateConfigTree(path.join(FIXTURES, name));
      expect(errors).toEqual(expected.map((error) => ({ file: PRODUCT, ...error })));
    },
  );

  it('should cover every fixture folder with a case', () => {
    expect(fs.readdirSync(FIXTURES).sort()).toEqual(
      ['valid', ...CASES.map(([name]) => name)].sort(),
    );
  });

  it('should report only the files asked for, while still reading the whole tree', () => {
    const root = path.join(FIXTURES, 'missing-asset');
    expect(validateConfigTree(root, [PRODUCT]).map((error) => error.file)).toEqual([PRODUCT]);
    expect(validateConfigTreeReport(root, ['brands/acme/themes']).files).toEqual([
      'brands/acme/themes/light.json',
    ]);
  });

  it('should check a template manifest given as a path', () => {
    expect(validateConfigTree(REPO_ROOT, ['templates/lead/template.json'])).toEqual([]);
  });

  it('should let the caller pass the template registry', () => {
    const errors = validateConfigTree(path.join(FIXTURES, 'valid'), undefined, {
      templates: { lead: { route: '/lead' }, payment: { route: '/payment' } },
    });
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'unknown-template',
        pointer: '/checkoutFlow/flows/0/steps/2/templateId',
        message: "unknown templateId 'success'; known: lead, payment",
      }),
    ]);
  });
});

describe('the default brand', () => {
  it('should refuse a second brand marked isDefault, at its isDefault', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trilha-default-'));
    try {
      fs.cpSync(path.join(REPO_ROOT, 'brands'), path.join(root, 'brands'), { recursive: true });
      fs.cpSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'), { recursive: true });
      const file = path.join(root, 'brands', 'passa-enem', 'brand.json');
      const text = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(
        file,
        text.replace('"productCode": "ENEM",', '"productCode": "ENEM",\n  "isDefault": true,'),
      );
      const errors = validateConfigTree(root);
      expect(errors).toEqual([
        expect.objectContaining({
          file: 'brands/passa-enem/brand.json',
          code: 'duplicate-default-brand',
          pointer: '/isDefault',
          message: "brand 'medvalida' is already the default brand; only one brand sets isDefault",
        }),
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
