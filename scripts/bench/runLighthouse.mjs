// One Lighthouse audit, run by the Lighthouse bench (lighthouse.bench.ts) in its own plain Node
// process: Lighthouse is an ES module that reads its own location (import.meta.url), which the
// TypeScript runner of the benches would rewrite. Prints the report's figures as one JSON line.
//
// Usage: node scripts/bench/runLighthouse.mjs <url> [<script run before the page's own scripts>]
//        LIGHTHOUSE_REPORT=report.json also writes the whole Lighthouse report there, to read
//        the long tasks, the LCP element and the treemap of a run.
//        LIGHTHOUSE_CPU_SLOWDOWN=6 simulates a CPU that much slower than this machine (default 4,
//        Lighthouse's own), the rest of its mobile throttling unchanged.
//
// Chromium (CHROME_PATH, else /usr/bin/chromium) is started with chrome-launcher;
// puppeteer-core attaches to it and registers the script (the bench's: a lead in the tab's
// session storage), and Lighthouse audits that tab with its storage reset off.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';

const [url, initScript] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/bench/runLighthouse.mjs <url> [init script]');
  process.exit(2);
}

const cpuSlowdownMultiplier = Number(
  process.env.LIGHTHOUSE_CPU_SLOWDOWN || defaultSettings.throttling.cpuSlowdownMultiplier,
);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (initScript) await page.evaluateOnNewDocument(initScript);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier },
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`LIGHTHOUSE_NO_RESULT: ${url}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORT) {
      // LIGHTHOUSE_REPORT_DIR names a folder that need not exist yet.
      mkdirSync(dirname(process.env.LIGHTHOUSE_REPORT), { recursive: true });
      writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
    }
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    console.log(
      JSON.stringify({
        score: lhr.categories.performance?.score ?? null,
        cls: value('cumulative-layout-shift'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        fcpMs: value('first-contentful-paint'),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        finalUrl: lhr.finalDisplayedUrl,
        // Where the main thread's time went (ms, simulated): script evaluation, style, …
        mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
          .slice(0, 4)
          .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`),
        // The scripts that cost the most CPU (ms of evaluation + parse).
        bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
          .slice(0, 4)
          .map((item) => `${String(item.url).split('/').pop()} ${Math.round(item.scripting)} ms`),
        runtimeError: lhr.runtimeError?.message ?? null,
      }),
    );
  } finally {
    await browser.disconnect();
  }
} finally {
  chrome.kill();
}
