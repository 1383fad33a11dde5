import fs from 'node:fs';
import path from 'node:path';
import { templateIds, templateManifest } from '@/schemas/generated/templateManifest';
import { templateRegistry } from '@/schemas/generated/templateRegistry';
import type { TemplateId } from '@/schemas/generated/types';
import { SPEC_ROUTE_TABLE } from '../fixtures/specRouteTable';
import { templateFolderRoutes } from './templateFolders';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

describe('template registry', () => {
  const routes = Object.fromEntries(templateIds.map((id) => [id, templateManifest[id].route]));

  it('should register every template folder at the route its template.json declares, and nothing else', () => {
    expect(routes).toEqual(templateFolderRoutes(REPO_ROOT));
  });

  it('should register every template route spec §2 names', () => {
    expect(routes).toMatchObject(SPEC_ROUTE_TABLE);
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
    async (id) => {
      const schema = JSON.parse(
        fs.readFileSync(path.join(REPO_ROOT, 'templates', id, 'props.schema.json'), 'utf8'),
      ) as {
        examples: unknown[];
      };
      const validate = await templateRegistry[id as TemplateId].loadPropsValidator();
      const rejected = schema.examples.filter((example) => !validate(example));
      expect(rejected).toEqual([]);
      expect(validate({ notAProp: true })).toBe(false);
    },
  );
});
