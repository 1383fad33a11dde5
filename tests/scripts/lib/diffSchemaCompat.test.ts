import { diffSchemaCompat } from '@/scripts/lib/diffSchemaCompat';
import type { JsonValue } from '@/scripts/lib/jsonValue';

const ID = 'https://trilha.dev/templates/x/props.schema.json';

function diff(
  oldSchema: JsonValue,
  newSchema: JsonValue,
  documents: Record<string, JsonValue> = {},
) {
  const resolve = (ref: string, baseId: string) => {
    const url = new URL(ref, baseId);
    const fragment = url.hash.replace(/^#/, '');
    url.hash = '';
    let node: JsonValue | undefined = url.href === ID ? undefined : documents[url.href];
    if (node === undefined) return undefined;
    for (const segment of fragment.split('/').filter(Boolean)) {
      node = (node as Record<string, JsonValue>)[segment];
    }
    return node === undefined ? undefined : { schema: node, baseId: url.href };
  };
  return diffSchemaCompat({
    oldSchema,
    newSchema,
    oldBaseId: ID,
    newBaseId: ID,
    resolveOld: resolve,
    resolveNew: resolve,
  });
}

const closed = (properties: Record<string, JsonValue>, extra: Record<string, JsonValue> = {}) => ({
  type: 'object',
  properties,
  additionalProperties: false,
  ...extra,
});

describe('diffSchemaCompat', () => {
  it('should report a new required property at its place in `required`', () => {
    const changes = diff(
      closed({ a: { type: 'string' } }),
      closed({ a: { type: 'string' }, b: { type: 'string' } }, { required: ['b'] }),
    );
    expect(changes).toEqual([
      expect.objectContaining({
        rule: 'required-added',
        pointer: '/required/0',
        message: 'property "b" is now required',
      }),
    ]);
  });

  it('should never report a new optional property, in a closed or an open object', () => {
    expect(
      diff(
        closed({ a: { type: 'string' } }),
        closed({ a: { type: 'string' }, b: { type: 'string', minLength: 3 } }),
      ),
    ).toEqual([]);
    expect(
      diff(
        { type: 'object', properties: {} },
        { type: 'object', properties: { b: { enum: ['x'] } } },
      ),
    ).toEqual([]);
  });

  it('should report an enum value removed, and accept one added', () => {
    const before = closed({ method: { enum: ['pix', 'card', 'bankslip'] } });
    expect(
      diff(before, closed({ method: { enum: ['pix', 'card', 'bankslip', 'boleto'] } })),
    ).toEqual([]);
    expect(diff(before, closed({ method: { enum: ['pix', 'card'] } }))).toEqual([
      expect.objectContaining({
        rule: 'enum-narrowed',
        pointer: '/properties/method/enum',
        message: 'enum lost "bankslip"',
      }),
    ]);
  });

  it('should report bounds tightened or added, and accept bounds loosened', () => {
    const before = closed({
      name: { type: 'string', maxLength: 60 },
      plans: { type: 'array', minItems: 1 },
    });
    expect(
      diff(before, closed({ name: { type: 'string', maxLength: 80 }, plans: { type: 'array' } })),
    ).toEqual([]);
    expect(
      diff(
        before,
        closed({
          name: { type: 'string', maxLength: 40, minLength: 2 },
          plans: { type: 'array', minItems: 2 },
        }),
      ).map((change) => [change.rule, change.pointer]),
    ).toEqual([
      ['bound-tightened', '/properties/name/minLength'],
      ['bound-tightened', '/properties/name/maxLength'],
      ['bound-tightened', '/properties/plans/minItems'],
    ]);
  });

  it('should report an object that becomes closed and a property removed from a closed one', () => {
    expect(diff({ type: 'object', properties: { a: {} } }, closed({ a: {} }))).toEqual([
      expect.objectContaining({ rule: 'object-closed', pointer: '/additionalProperties' }),
    ]);
    expect(diff(closed({ a: {}, b: {} }), closed({ a: {} }))).toEqual([
      expect.objectContaining({
        rule: 'property-removed',
        message: 'property "b" was removed from a closed object',
      }),
    ]);
  });

  it('should report a narrowed type, a changed const, a new pattern and a new condition', () => {
    const changes = diff(
      closed({ n: { type: 'number' }, k: { const: 'a' }, s: { type: 'string' } }),
      closed(
        { n: { type: 'integer' }, k: { const: 'b' }, s: { type: 'string', pattern: '^x' } },
        { if: { required: ['n'] }, then: { required: ['s'] } },
      ),
    );
    expect(changes.map((change) => change.rule).sort()).toEqual([
      'conditional-changed',
      'const-changed',
      'pattern-changed',
      'type-narrowed',
    ]);
    expect(diff({ type: 'integer' }, { type: ['number', 'null'] })).toEqual([]);
  });

  it('should follow a $ref whose target changed and report at the $ref', () => {
    const enums = 'https://trilha.dev/schemas/enums.schema.json';
    const documents = {
      [enums]: { $defs: { wide: { enum: ['a', 'b'] }, narrow: { enum: ['a'] } } },
    };
    const changes = diff(
      closed({ v: { $ref: '../../schemas/enums.schema.json#/$defs/wide' } }),
      closed({ v: { $ref: '../../schemas/enums.schema.json#/$defs/narrow' } }),
      documents,
    );
    expect(changes).toEqual([
      expect.objectContaining({ rule: 'enum-narrowed', pointer: '/properties/v/$ref' }),
    ]);
  });

  it('should compare $defs by name and items of arrays', () => {
    const changes = diff(
      {
        $defs: { plan: closed({ id: { type: 'string' } }) },
        type: 'array',
        items: { type: 'string' },
      },
      {
        $defs: { plan: closed({ id: { type: 'string' } }, { required: ['id'] }) },
        type: 'array',
        items: { type: 'string', format: 'email' },
      },
    );
    expect(changes.map((change) => [change.rule, change.pointer])).toEqual([
      ['format-changed', '/items/format'],
      ['required-added', '/$defs/plan/required/0'],
    ]);
  });
});
