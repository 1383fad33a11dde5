/**
 * `npm run gallery`: PNG screenshots of every brand's lead and payment pages, at phone
 * (375 px) and desktop (1280 px) widths, into `gallery/` with an index.html, so a person can
 * compare brands at a glance. Starts the built checkout on a free loopback port.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../tests/e2e/serverControl';
import { launchBrowser } from '../tests/e2e/browser';

interface GalleryBrand {
  id: string;
  displayName: string;
  productCode: string;
  language: string;
}

/** The brands under brands/ that have a brand.json, with the product to show. */
export function galleryBrands(brandsDir = 'brands'): GalleryBrand[] {
  return readdirSync(brandsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
    .map((entry) => {
      const brand = JSON.parse(
        readFileSync(join(brandsDir, entry.name, 'brand.json'), 'utf8'),
      ) as GalleryBrand;
      return {
        id: entry.name,
        displayName: brand.displayName,
        productCode: brand.productCode,
        language: brand.language,
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

async function main(): Promise<void> {
  const outDir = join(process.cwd(), 'gallery');
  mkdirSync(outDir, { recursive: true });
  const brands = galleryBrands();
  const server = await startServer();
  const browser = await launchBrowser();
  const rows: string[] = [];
  try {
    for (const brand of brands) {
      const lang = brand.language === 'pt-MZ' ? '&lang=pt-mz' : '';
      const cells: string[] = [];
      for (const step of ['lead', 'payment']) {
        for (const width of [375, 1280]) {
          const page = await browser.newPage({
            viewport: { width, height: width < 600 ? 812 : 900 },
          });
          const url = `${server.baseUrl}/${step}?product=${encodeURIComponent(brand.productCode)}${lang}`;
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForTimeout(1500);
          const file = `${brand.id}-${step}-${width}.png`;
          await page.screenshot({ path: join(outDir, file), fullPage: true });
          await page.close();
          cells.push(
            `<figure><img src="${file}" alt="${brand.displayName} ${step} ${width}px" loading="lazy"><figcaption>${step} · ${width}px</figcaption></figure>`,
          );
          console.log(`✔ ${file}`);
        }
      }
      rows.push(
        `<section><h2>${brand.displayName} <small>(${brand.id}, ${brand.productCode}, ${brand.language})</small></h2><div class="row">${cells.join('')}</div></section>`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Trilha brand gallery</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;background:#f4f5f7}section{margin-bottom:32px}.row{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}figure{margin:0;background:#fff;padding:8px;border-radius:8px;box-shadow:0 1px 3px #0002}img{display:block;max-height:600px}figcaption{font-size:12px;color:#555;margin-top:4px}small{color:#666;font-weight:400}</style>
<h1>Trilha brand gallery</h1><p>${brands.length} brands · lead and payment · 375 px and 1280 px</p>${rows.join('\n')}</html>\n`,
  );
  console.log(`\ngallery written: ${join(outDir, 'index.html')}`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
