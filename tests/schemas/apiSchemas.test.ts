// The API contract's schema files (schemas/api) are documented like the platform's: each file
// and each definition has a title, a description and examples, and every example is valid.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

const ROOT = path.resolve(__dirname, '..', '..');

function readSchemas(dir: string): Array<{ file: string; schema: Record<string, unknown> }> {
  return fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => ({
      file: `${dir}/${name}`,
      schema: JSON.parse(fs.readFileSync(path.join(ROOT, dir, name), 'utf8')) as Record<
        string,
        unknown
      >,
    }));
}

const apiSchemas = readSchemas('schemas/api');
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const { schema } of [...readSchemas('schemas'), ...apiSchemas]) ajv.addSchema(schema);

const definitions = apiSchemas.flatMap(({ file, schema }) =>
  Object.entries(schema.$defs as Record<string, Record<string, unknown>>).map(([key, def]) => ({
    label: `${file}#/$defs/${key}`,
    id: `${String(schema.$id)}#/$defs/${key}`,
    def,
  })),
);

describe('API contract schemas', () => {
  it.each(apiSchemas)(
    '$file should have its $id, a title, a description and examples',
    ({ file, schema }) => {
      expect(schema.$id).toBe(`https://trilha.dev/${file}`);
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(typeof schema.title).toBe('string');
      expect(typeof schema.description).toBe('string');
      expect(Array.isArray(schema.examples)).toBe(true);
    },
  );

  it.each(definitions)(
    '$label should have a title, a description and valid examples',
    ({ id, def }) => {
      expect(typeof def.title).toBe('string');
      expect(typeof def.description).toBe('string');
      const examples = def.examples as unknown[];
      expect(examples.length).toBeGreaterThan(0);
      const validate = ajv.getSchema(id);
      expect(validate).toBeDefined();
      const invalid = examples.filter((example) => !validate?.(example));
      expect(invalid).toEqual([]);
    },
  );

  it('should name every operation of operations.json once, with a tag it declares', () => {
    const list = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'schemas/api/operations.json'), 'utf8'),
    ) as { tags: Record<string, string>; operations: Array<{ operationId: string; tag: string }> };
    const ids = list.operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(list.operations.filter((operation) => !(operation.tag in list.tags))).toEqual([]);
  });
});
