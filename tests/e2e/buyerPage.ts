/**
 * The browser set-up most browser tests share: one Chromium per file, a fresh context (own
 * cookies and storage) and page per test, and, after each test, a check that the page printed
 * no Content-Security-Policy violation.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { isCspViolation, launchBrowser, newContext } from './browser';

/** The current test's browser objects; read them inside tests and hooks, not at collection. */
export interface BuyerPage {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** What the current page printed to the console, one entry per message. */
  readonly consoleLines: string[];
  /** Closes the current context (checking it) and opens a fresh one at `width`. */
  reopen(width: number): Promise<Page>;
}

/**
 * Registers the hooks of the describe block it is called in and returns live accessors.
 * `width` is the viewport of each test's first context (375 px, a phone, unless told).
 */
export function useBuyerPage(width = 375): BuyerPage {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let consoleLines: string[] = [];

  async function open(atWidth: number): Promise<Page> {
    if (!browser) throw new Error('useBuyerPage: the browser is not launched yet');
    context = await newContext(browser, atWidth);
    page = await context.newPage();
    const lines: string[] = [];
    consoleLines = lines;
    page.on('console', (message) => lines.push(message.text()));
    return page;
  }

  async function close(): Promise<void> {
    const lines = consoleLines;
    await context?.close();
    context = undefined;
    page = undefined;
    expect(lines.filter(isCspViolation)).toEqual([]);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await open(width);
  });
  afterEach(close);

  function required<T>(value: T | undefined, name: string): T {
    if (value === undefined) throw new Error(`useBuyerPage: no ${name} outside a test`);
    return value;
  }

  return {
    get browser() {
      return required(browser, 'browser');
    },
    get context() {
      return required(context, 'context');
    },
    get page() {
      return required(page, 'page');
    },
    get consoleLines() {
      return consoleLines;
    },
    async reopen(atWidth: number) {
      await close();
      return open(atWidth);
    },
  };
}
