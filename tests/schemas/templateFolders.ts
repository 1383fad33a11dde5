// What the registry tests derive from the template folders themselves, so that adding a
// template is its folder (and its flows): no list in a test to extend.
import fs from 'node:fs';
import path from 'node:path';

/** The parts of a `templates/<id>/template.json` the registry tests compare. */
export interface TemplateFolderManifest {
  id: string;
  route: string;
  shell?: Record<string, boolean>;
}

/** Every `templates/<id>/template.json` under `rootDir`, by folder name. */
export function readTemplateManifests(rootDir: string): Record<string, TemplateFolderManifest> {
  const templatesDir = path.join(rootDir, 'templates');
  return Object.fromEntries(
    fs
      .readdirSync(templatesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((id) => [
        id,
        JSON.parse(
          fs.readFileSync(path.join(templatesDir, id, 'template.json'), 'utf8'),
        ) as TemplateFolderManifest,
      ]),
  );
}

/** The route of each template under `rootDir`, as its template.json declares it. */
export function templateFolderRoutes(rootDir: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(readTemplateManifests(rootDir)).map(([id, manifest]) => [id, manifest.route]),
  );
}
