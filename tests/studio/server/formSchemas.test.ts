import { loadFormSchemas } from '@/studio/server/formSchemas';
import { templateManifest } from '@/schemas/generated/templateManifest';

describe('loadFormSchemas', () => {
  const schemas = loadFormSchemas(process.cwd(), Object.keys(templateManifest));

  it('should give every template a form schema without references', () => {
    expect(Object.keys(schemas).sort()).toEqual(Object.keys(templateManifest).sort());
    for (const schema of Object.values(schemas))
      expect(JSON.stringify(schema)).not.toContain('"$ref"');
  });

  it("should merge the common props after the template's own, with titles, enums and examples", () => {
    const payment = schemas.payment as {
      properties: Record<string, Record<string, unknown>>;
      allOf?: unknown;
    };
    const names = Object.keys(payment.properties);
    expect(names.indexOf('heading')).toBeLessThan(names.indexOf('media'));
    expect(payment.allOf).toBeUndefined();
    expect(payment.properties.priceMode).toMatchObject({
      title: 'Modo de preço',
      enum: ['default', 'min'],
      examples: ['default'],
    });
    expect(payment.properties.media).toMatchObject({ title: 'Mídia', type: 'object' });
  });
});
