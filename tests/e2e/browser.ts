/**
 * Chromium for browser tests: Debian's /usr/bin/chromium driven by playwright-core (no
 * browser download), with the flags this sandboxed machine needs.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { nameShiftsAsTheyHappen } from './layoutShift';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Where screenshots of browser tests go (ignored by git). */
export const ARTIFACTS_DIR = join(process.cwd(), 'tests', 'e2e', 'artifacts');

/** Launches headless Chromium (`extraArgs`: more command-line flags for one suite). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * Whether a console line of Chromium reports a Content-Security-Policy violation ("Refused to
 * …", or "… violates the following Content Security Policy directive …" for inline scripts)
 * or a security header it rejected.
 */
export function isCspViolation(line: string): boolean {
  return /Refused to|violates the following Content Security Policy|Error with Permissions-Policy header/.test(
    line,
  );
}

/** The base URL of the server started by the global setup. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run browser tests with `npm run test:e2e`');
  return url;
}

/** A fresh context (own cookies and storage) at a phone or desktop width. */
export async function newContext(browser: Browser, width = 375): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale: 'pt-BR',
  });
  // A layout shift the tests measure names what moved, even once it is gone.
  await nameShiftsAsTheyHappen(context);
  return context;
}

/** Saves a full-page screenshot under tests/e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
