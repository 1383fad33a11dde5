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
        message: "JSON inválido: esperava ',' entre os valores (ou um fechamento)",
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
        message: "a chave 'title' aparece mais de uma vez no mesmo objeto; só a última vale",
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
        where: 'fluxo "default", passo "payment" (templateId)',
        message: `templateId desconhecido 'paymnt'; você quis dizer 'payment'? conhecidos: ${KNOWN_TEMPLATES}`,
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
        where: 'fluxo "default", passo "payment" (props.paymentMethods[1])',
        message: `template 'payment' prop 'paymentMethods[1]': 'pixx' não é permitido; você quis dizer 'pix'? permitidos: ${PAYMENT_METHODS}`,
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
        where: 'fluxo "default", passo "payment" (props.installments.max)',
        message: "template 'payment' prop 'installments.max': deve ser no máximo 24, não 30",
      },
      {
        code: 'unknown-property',
        line: 30,
        column: 15,
        pointer: '/checkoutFlow/flows/0/steps/1/props/buttonLable',
        where: 'fluxo "default", passo "payment" (props.buttonLable)',
        message:
          "template 'payment': prop desconhecida 'buttonLable'; você quis dizer 'buttonLabel'? permitidas: heading, paymentMethods, planTypes, priceMode, installments, documentTypes, showTicketLots, buttonLabel, media, style, plan, voucher",
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
        where: 'fluxo "default", passo "test-location" (props)',
        message: "template 'select-test-location': falta a prop obrigatória 'cities'",
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
        where: 'fluxo "default", passo "payment" (defaultNextStepId)',
        message:
          "defaultNextStepId 'sucess' não nomeia nenhum passo do fluxo 'default'; você quis dizer 'success'? passos: lead, payment, success",
      },
      {
        code: 'unreachable-step',
        line: 28,
        column: 11,
        pointer: '/checkoutFlow/flows/0/steps/2',
        where: 'fluxo "default", passo "success"',
        message:
          "o passo 'success' é inalcançável: nenhum caminho de defaultNextStepId ou nextStepIds a partir do primeiro passo 'lead' do fluxo 'default' chega a ele",
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
        where: 'fluxo "default", passo "upsell"',
        message:
          "o passo 'upsell' é inalcançável: nenhum caminho de defaultNextStepId ou nextStepIds a partir do primeiro passo 'lead' do fluxo 'default' chega a ele",
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
        where: 'fluxo "default", passo "success" (defaultNextStepId)',
        message:
          "defaultNextStepId 'lead' fecha um ciclo no fluxo 'default': lead → payment → success → lead; o último passo de um fluxo não tem defaultNextStepId",
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
        where: 'fluxo "default", passo "payment" (id)',
        message:
          "o id de passo 'payment' já é usado pelo passo 1 do fluxo 'default'; ids de passo são únicos no fluxo",
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
        where: 'fluxo "default" (id)',
        message:
          "o id de fluxo 'default' já é usado pelo fluxo 0; ids de fluxo são únicos no produto",
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
        where: 'fluxo "default", passo "payment-again" (templateId)',
        message:
          "os passos 'payment' e 'payment-again' mostram a mesma rota '/payment' (template 'payment'); um fluxo mostra cada rota no máximo uma vez",
      },
    ],
  ],
  [
    'unknown-theme',
    [
      {
        file: BRAND,
        code: 'missing-theme',
        line: 1,
        column: 1,
        pointer: '',
        message:
          "a marca 'acme' não tem brands/acme/themes/dark.json: toda marca tem um tema claro e um escuro",
      },
      {
        code: 'unknown-theme',
        line: 6,
        column: 21,
        pointer: '/designSystemId',
        message:
          "designSystemId 'acme$dark' nomeia brands/acme/themes/dark.json, que não existe (temas de acme: light)",
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
        message: "o arquivo 'public/brands/acme/favicon.png' não existe",
      },
      {
        code: 'missing-asset',
        line: 18,
        column: 25,
        pointer: '/checkoutFlow/flows/0/steps/0/props/media/logo',
        where: 'fluxo "default", passo "lead" (props.media.logo)',
        message: "o arquivo 'public/brands/acme/logo-old.svg' não existe",
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
        where: 'fluxo "default", passo "video" (props.video.url)',
        message: "o arquivo 'public/videos/acme.webm' não existe",
      },
      {
        code: 'missing-asset',
        line: 30,
        column: 29,
        pointer: '/checkoutFlow/flows/0/steps/1/props/video/captions',
        where: 'fluxo "default", passo "video" (props.video.captions)',
        message: "o arquivo 'public/videos/acme.pt-BR.vtt' não existe",
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
        message:
          "o produto 'ACX' não tem arquivo de configuração: crie brands/acme/products/ACX.json",
      },
      {
        file: BRAND,
        code: 'missing-catalogue-entry',
        line: 6,
        column: 26,
        pointer: '/productCodes/1',
        message: "o produto 'ACX' não tem entrada em brands/acme/catalogue.json",
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
        message: "o produto 'AC' não tem entrada em brands/acme/catalogue.json",
      },
      {
        file: CATALOGUE,
        code: 'unlisted-product',
        line: 5,
        column: 15,
        pointer: '/products/0/code',
        message: "o produto 'ACME' não está em productCodes de brands/acme/brand.json",
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
          "o id de plano 'ac-anul' não é um plano do produto 'AC'; você quis dizer 'ac-anual'? (planos: ac-anual)",
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
        where: 'fluxo "default", passo "bump" (props.bumps[0].price)',
        message:
          "o preço 9700 difere do valor 120000 do plano 'ac-anual' em brands/acme/catalogue.json: o comprador veria um preço e pagaria outro",
      },
      {
        code: 'unknown-plan-id',
        line: 29,
        column: 44,
        pointer: '/checkoutFlow/flows/0/steps/1/props/bumps/1/planId',
        where: 'fluxo "default", passo "bump" (props.bumps[1].planId)',
        message:
          "o id de plano 'ac-anul' não é um plano de brands/acme/catalogue.json; você quis dizer 'ac-anual'?",
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
          'falta "$schema": acrescente "$schema": "../../../schemas/product-config.schema.json" para que os editores ofereçam autocompletar e documentação',
      },
      {
        file: 'brands/acme/themes/light.json',
        code: 'wrong-schema-declaration',
        line: 2,
        column: 14,
        pointer: '/$schema',
        message:
          '"$schema" \'../../schemas/theme.schema.json\' não leva a schemas/theme.schema.json a partir desta pasta; use "../../../schemas/theme.schema.json"',
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
        message: "o código 'AB' deve ser igual ao nome do arquivo 'AC'",
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
          /^propriedade desconhecida 'displayname'; você quis dizer 'displayName'\? permitidas: \$schema, id, displayName, hosts, /,
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
          "falta a propriedade obrigatória 'mozambiquePaymentMethods' (Formas de pagamento das variantes de Moçambique; obrigatórias quando `language` é `pt-MZ`.)",
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
        where: 'fluxo "default", passo "payment" (defaultNextStepId)',
        message:
          "o desfecho 'bankslip' (boleto emitido) do passo 'payment' leva ao passo 'upsell-payment' (template 'upsell-payment'), que precisa de uma compra paga; no caminho lead [next] → payment [bankslip] → upsell-payment o comprador tem um lead, uma compra que o backend aceitou. Mande este desfecho para um passo que possa mostrá-lo (nextStepIds \"bankslip\"), ou ponha antes um passo que dê isso",
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
        where: 'fluxo "default", passo "payment" (templateId)',
        message:
          "o passo 'payment' (template 'payment'), que precisa de um lead, é o primeiro passo do fluxo 'default': nada antes dele dá isso, e o comprador ficaria esperando numa página que não funciona; um fluxo começa por um passo que não precisa de nada de passos anteriores (por exemplo, lead)",
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
        where: 'fluxo "default", passo "pix"',
        message:
          "o desfecho 'paid' (Pix pago) do passo 'pix' não leva a lugar nenhum: o passo não tem nextStepIds \"paid\" nem defaultNextStepId (caminho: lead [next] → payment [pix] → pix)",
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
        where: 'fluxo "default", passo "payment" (nextStepIds.pixx)',
        message:
          "a chave 'pixx' de nextStepIds não é um desfecho do template 'payment'; você quis dizer 'pix'? desfechos: approved, pix, bankslip, m-pesa, in-person",
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
        where: 'fluxo "default", passo "success" (defaultNextStepId)',
        message:
          "defaultNextStepId 'upsell-payment' nunca é seguido: com estas props o template 'success' encerra a jornada (desfechos: accept quando variant é upsell); remova-o ou mude as props",
      },
    ],
  ],
];

describe('validateConfigTree', () => {
  it('should find no error in a valid tree, and check each of its files', () => {
    const report = validateConfigTreeReport(path.join(FIXTURES, 'valid'));
    expect(report.errors).toEqual([]);
    expect(report.files).toEqual([
      BRAND,
      CATALOGUE,
      PRODUCT,
      'brands/acme/themes/dark.json',
      'brands/acme/themes/light.json',
    ]);
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
      'brands/acme/themes/dark.json',
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
        message: "templateId desconhecido 'success'; conhecidos: lead, payment",
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
          message: "a marca 'medvalida' já é a marca padrão; só uma marca define isDefault",
        }),
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
