import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BASELINE_PACKAGES,
  baselineCacheKey,
  baselineCacheRoot,
  baselineDependencies,
  baselineInstallMode,
  commonAncestor,
  versionMismatches,
} from '@/scripts/bench/baselineApp';
import project from '@/package.json';

describe("the bench's bare app (issue 38)", () => {
  it("takes each package's version from the project's package.json", () => {
    const dependencies = baselineDependencies(project);
    expect(Object.keys(dependencies)).toEqual([...BASELINE_PACKAGES]);
    const declared: Record<string, string> = {
      ...project.devDependencies,
      ...project.dependencies,
    };
    for (const [name, version] of Object.entries(dependencies))
      expect(version).toBe(declared[name]);
  });

  it('refuses a package.json that does not name one of them', () => {
    expect(() => baselineDependencies({ dependencies: { next: '16.0.0' } })).toThrow(
      /BASELINE_VERSION_MISSING: package.json does not name react/,
    );
  });

  it('keeps one cache folder per set of versions, whatever their order', () => {
    const key = baselineCacheKey({ next: '1', react: '2' });
    expect(baselineCacheKey({ react: '2', next: '1' })).toBe(key);
    expect(baselineCacheKey({ next: '1', react: '3' })).not.toBe(key);
  });

  it('reads the install mode and the cache folder from the environment', () => {
    expect(baselineInstallMode({})).toBe('auto');
    expect(baselineInstallMode({ BENCH_BASELINE_INSTALL: 'link' })).toBe('link');
    expect(() => baselineInstallMode({ BENCH_BASELINE_INSTALL: 'yarn' })).toThrow(
      /auto, link or npm/,
    );
    expect(baselineCacheRoot({ BENCH_BASELINE_CACHE: '/var/cache/x' })).toBe('/var/cache/x');
    expect(baselineCacheRoot({})).toBe(join(tmpdir(), 'trilha-bench-baseline'));
  });

  it('links the project node_modules only when every installed version is the wanted one', () => {
    const nodeModules = mkdtempSync(join(tmpdir(), 'baseline-test-'));
    mkdirSync(join(nodeModules, 'next'));
    writeFileSync(join(nodeModules, 'next', 'package.json'), '{"version":"16.4.6"}');
    expect(versionMismatches(nodeModules, { next: '16.4.6' })).toEqual([]);
    expect(versionMismatches(nodeModules, { next: '16.5.0', react: '19.3.1' })).toEqual([
      'next 16.5.0/16.4.6',
      'react 19.3.1/none',
    ]);
  });

  it('finds the folder holding both the copy and the linked packages', () => {
    expect(commonAncestor('/tmp/a/b', '/work/repo/node_modules')).toBe('/');
    expect(commonAncestor('/work/x/app', '/work/repo/node_modules')).toBe('/work');
  });
});
