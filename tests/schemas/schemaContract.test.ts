import path from 'node:path';
import { buildStepSchema } from '@/scripts/lib/buildStepSchema';
import { createSchemaAjv } from '@/scripts/lib/createSchemaAjv';
import { isJsonObject } from '@/scripts/lib/jsonValue';
import type { JsonObject, JsonValue } from '@/scripts/lib/jsonValue';
import { schemaIdOf, STEP_SCHEMA_PATH } from '@/scripts/lib/schemaIds';
import { loadSchemaSources } from '@/scripts/lib/schemaSources';

// The contract every schema of the registry keeps, run over every schema file and every
// template's props schema: a template added tomorrow is covered without a new test.
const REPO_ROOT = path.resolve(__dirname, '..', '..');
const sources = loadSchemaSources(REPO_ROOT);
const stepSchema = buildStepSchema(sources.templates);
const ajv = createSchemaAjv(sources, stepSchema);

const documents: Array<{ file: string; schema: JsonObject }> = [
  ...sources.schemas.map((source) => ({ file: source.file, schema: source.schema })),
  { file: STEP_SCHEMA_PATH, schema: stepSchema },
  ...sources.templates.map((template) => ({
    file: template.propsFile,
    schema: template.propsSchema,
  })),
];

interface SchemaNode {
  pointer: string;
  node: JsonObject;
  /** The keyword the node sits under (`properties` for a property). */
  via: string;
  /** Inside an if/then/else: a condition, not the definition of a value. */
  conditional: boolean;
}

/** Every schema node of a document with its JSON pointer. */
function schemaNodes(schema: JsonObject): SchemaNode[] {
  const found: SchemaNode[] = [];
  const visit = (node: JsonValue, pointer: string, via: string, conditional: boolean): void => {
    if (!isJsonObject(node)) return;
    found.push({ pointer, node, via, conditional });
    for (const [key, value] of Object.entries(node)) {
      if (['properties', '$defs', 'patternProperties'].includes(key) && isJsonObject(value)) {
        for (const [name, sub] of Object.entries(value))
          visit(sub, `${pointer}/${key}/${name}`, key, conditional);
      } else if (['if', 'then', 'else'].includes(key)) {
        visit(value, `${pointer}/${key}`, key, true);
      } else if (['items', 'additionalProperties', 'not'].includes(key)) {
        visit(value, `${pointer}/${key}`, key, conditional);
      } else if (['allOf', 'anyOf', 'oneOf'].includes(key) && Array.isArray(value)) {
        value.forEach((sub, index) => visit(sub, `${pointer}/${key}/${index}`, key, conditional));
      }
    }
  };
  visit(schema, '', '', false);
  return found;
}

describe('schema registry contract', () => {
  describe.each(documents)('$file', ({ file, schema }) => {
    it('should have its stable $id, a title, a description and examples', () => {
      expect(schema.$id).toBe(schemaIdOf(file));
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(typeof schema.title).toBe('string');
      expect(typeof schema.description).toBe('string');
      expect(Array.isArray(schema.examples) && schema.examples.length > 0).toBe(true);
    });

    it('should accept each of its examples, and each example of its $defs', () => {
      const rejected: string[] = [];
      const check = (ref: string, examples: JsonValue | undefined): void => {
        const validate = ajv.getSchema(ref);
        if (validate === undefined) throw new Error(`no schema ${ref}`);
        (Array.isArray(examples) ? examples : []).forEach((example, index) => {
          if (!validate(example))
            rejected.push(`${ref} example ${index}: ${ajv.errorsText(validate.errors)}`);
        });
      };
      check(schemaIdOf(file), schema.examples);
      if (isJsonObject(schema.$defs)) {
        for (const [name, def] of Object.entries(schema.$defs)) {
          if (isJsonObject(def)) check(`${schemaIdOf(file)}#/$defs/${name}`, def.examples);
        }
      }
      expect(rejected).toEqual([]);
    });

    it('should give every property a title and a description (editor hover docs)', () => {
      const undocumented = schemaNodes(schema)
        .filter(({ via, conditional }) => via === 'properties' && !conditional)
        .filter(
          ({ node }) => typeof node.title !== 'string' || typeof node.description !== 'string',
        )
        .map(({ pointer }) => pointer);
      expect(undocumented).toEqual([]);
    });

    it('should close every object, or say in a $comment why it is open', () => {
      const open = schemaNodes(schema)
        .filter(({ conditional }) => !conditional)
        .filter(({ node }) => node.type === 'object' || isJsonObject(node.properties))
        .filter(
          ({ node }) =>
            node.additionalProperties !== false &&
            node.unevaluatedProperties !== false &&
            !isJsonObject(node.additionalProperties) &&
            typeof node.$comment !== 'string',
        )
        .map(({ pointer }) => pointer || '(root)');
      expect(open).toEqual([]);
    });
  });

  it('should make every template props schema include the common props and stay closed', () => {
    const commonRef = '../../schemas/common-props.schema.json';
    const broken = sources.templates
      .filter((template) => {
        const allOf = template.propsSchema.allOf;
        const includesCommon =
          Array.isArray(allOf) &&
          allOf.some((item) => isJsonObject(item) && item.$ref === commonRef);
        return !includesCommon || template.propsSchema.unevaluatedProperties !== false;
      })
      .map((template) => template.id);
    expect(broken).toEqual([]);
  });

  it('should reject a prop that neither the template nor the common props define', () => {
    const validate = ajv.getSchema(schemaIdOf('templates/lead/props.schema.json'));
    expect(
      validate?.({ media: { logo: '/brands/x/logo.svg' }, voucher: 'msjana', heading: 'Olá' }),
    ).toBe(true);
    expect(validate?.({ colour: 'red' })).toBe(false);
    expect(validate?.errors?.[0]).toMatchObject({
      keyword: 'unevaluatedProperties',
      params: { unevaluatedProperty: 'colour' },
    });
  });
});
