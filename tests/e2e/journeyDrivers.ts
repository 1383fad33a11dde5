/**
 * The journey drivers of every template, found in the templates' folders: a template with
 * outcomes has `templates/<id>/tests/journeyDriver.ts`, exporting `journeyDriver`, what a buyer
 * does on its step to leave it by each outcome (`journeyDrivers[templateId].outcomes[outcome]`,
 * see `TemplateDriver` in ./journeyDriverKit.ts, which holds what the drivers share). The walker
 * (tests/e2e/journeys.e2e.ts) takes the paths from the journey model, so a template or an outcome
 * without a driver is a failure that names the file to write. No list names the templates.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TemplateDriver } from './journeyDriverKit';

/** The file of a template's journey driver, inside its folder. */
export const JOURNEY_DRIVER_FILE = 'tests/journeyDriver.ts';

const TEMPLATES_DIR = path.resolve(__dirname, '..', '..', 'templates');

/** Where a template's driver lives (whether or not it is written yet). */
export function journeyDriverFile(templateId: string): string {
  return `templates/${templateId}/${JOURNEY_DRIVER_FILE}`;
}

function loadJourneyDrivers(): Record<string, TemplateDriver> {
  const drivers: Record<string, TemplateDriver> = {};
  for (const entry of fs.readdirSync(TEMPLATES_DIR, { withFileTypes: true })) {
    const file = path.join(TEMPLATES_DIR, entry.name, JOURNEY_DRIVER_FILE);
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    // Loaded as the suites start, so `journeyDrivers` is a plain object every suite reads as is.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(file) as { journeyDriver?: TemplateDriver };
    if (!loaded.journeyDriver) {
      throw new Error(`${journeyDriverFile(entry.name)} exports no \`journeyDriver\``);
    }
    drivers[entry.name] = loaded.journeyDriver;
  }
  return drivers;
}

/** Drivers by template id. */
export const journeyDrivers: Record<string, TemplateDriver> = loadJourneyDrivers();
