/**
 * One language for ops: the titles and descriptions of the shared schemas, the template
 * manifests and the props schemas are what ops read in the studio (labels, help, palette cards),
 * in editor hovers and in `npm run validate` messages, and ops read Portuguese, as the checkout
 * does. A template author who writes English gets this test's list of texts to translate.
 */
import fs from 'node:fs';
import path from 'node:path';
import { englishIn, opsTexts } from './opsLanguage';

const ROOT = path.resolve(__dirname, '..', '..');

/** `schemas/*.schema.json` and every `templates/<id>/` manifest and props schema. */
function opsFiles(): string[] {
  const shared = fs
    .readdirSync(path.join(ROOT, 'schemas'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => `schemas/${name}`);
  const templates = fs
    .readdirSync(path.join(ROOT, 'templates'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ['template.json', 'props.schema.json'].map((file) => `templates/${entry.name}/${file}`),
    )
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
  return [...shared, ...templates];
}

describe('titles and descriptions for ops', () => {
  it('should find the texts of every shared schema and template', () => {
    const files = opsFiles();
    expect(files).toContain('schemas/brand.schema.json');
    expect(files).toContain('templates/payment/template.json');
    expect(files).toContain('templates/payment/props.schema.json');
    const texts = files.flatMap((file) =>
      opsTexts(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))),
    );
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('should be written in Portuguese', () => {
    const english = opsFiles().flatMap((file) =>
      opsTexts(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))).flatMap(
        ({ pointer, keyword, text }) => {
          const why = englishIn(text);
          return why === undefined ? [] : [`${file}#${pointer}/${keyword}: ${why}: ${text}`];
        },
      ),
    );
    expect(english).toEqual([]);
  });
});

describe('englishIn', () => {
  it.each([
    ['Heading shown at the top of the step.', "English word 'shown'"],
    ["Show the brand's logo", "English possessive 'd's'"],
    ['Heading', "English -ing or -ed word 'heading'"],
    ['boleto issued', "English -ing or -ed word 'issued'"],
    ['Preço cheio mostrado riscado nos cartões', undefined],
    ['Props do template `lead` (/lead): the buyer types `the` code.', "English word 'the'"],
    ["Mostra 'Quase lá' (spec §3 'Brand configuration') na tela", undefined],
    ['Pedir o endereço de cobrança nas variantes de Moçambique', undefined],
    // "for" is Portuguese too ("quando for"), so it is "and" that gives this one away.
    ['Small rounding for inputs and buttons too', "English word 'and'"],
    ['Seconds between two status checks, polled until paid', "English -ing or -ed word 'polled'"],
    ['Most installments offered', "English -ing or -ed word 'offered'"],
  ])('should judge %j', (text, expected) => {
    expect(englishIn(text)).toBe(expected);
  });
});
