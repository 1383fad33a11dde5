import { stripAnnotations } from '@/scripts/lib/stripAnnotations';

describe('stripAnnotations', () => {
  it('should drop documentation keywords but keep properties named like them', () => {
    const schema = {
      title: 'Product',
      description: 'doc',
      examples: [{}],
      $comment: 'why',
      type: 'object',
      properties: {
        title: { title: 'Title', description: 'The title', type: 'string', default: 'x' },
        items: { type: 'array', items: { description: 'one', enum: ['a'] } },
      },
      $defs: { description: { title: 'D', type: 'string' } },
      allOf: [{ description: 'part', required: ['title'] }],
    };
    expect(stripAnnotations(schema)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string' },
        items: { type: 'array', items: { enum: ['a'] } },
      },
      $defs: { description: { type: 'string' } },
      allOf: [{ required: ['title'] }],
    });
  });
});
