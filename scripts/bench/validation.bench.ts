/**
 * Validation benchmark (`npm run bench -- validation`): configs validated per second with the
 * generated standalone validators and with ajv compiling the same schemas at run time, in the
 * same run, then the CPU time to validate the whole brands/ tree with every rule.
 */
import path from 'node:path';
import {
  validateBrand,
  validateCatalogue,
  validateProductConfig,
  validateTheme,
} from '@/schemas/generated/validators.js';
import type { GeneratedValidator } from '@/schemas/generated/validators.js';
import { buildStepSchema } from '../lib/buildStepSchema';
import { SCHEMA_FILE_BY_KIND } from '../lib/configFileKind';
import type { ConfigKind } from '../lib/configFileKind';
import { createSchemaAjv } from '../lib/createSchemaAjv';
import { loadConfigTree } from '../lib/loadConfigTree';
import { loadSchemaSources } from '../lib/schemaSources';
import { schemaIdOf } from '../lib/schemaIds';
import { validateConfigTreeReport } from '../lib/validateConfigTree';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** Each measurement round lasts this long; rounds alternate between the two kinds of validator. */
const DURATION_MS = 400;
const ROUNDS = 5;

interface Sample {
  kind: ConfigKind;
  data: unknown;
}

type Validate = (data: unknown) => boolean;

/** Validations per second of `validate` over `samples`, looping for about DURATION_MS. */
function throughput(
  samples: readonly Sample[],
  validatorFor: (kind: ConfigKind) => Validate,
): number {
  let count = 0;
  const start = process.hrtime.bigint();
  const limit = start + BigInt(DURATION_MS) * 1_000_000n;
  let now = start;
  while (now < limit) {
    for (const sample of samples) {
      if (!validatorFor(sample.kind)(sample.data))
        throw new Error(`bench input is invalid (${sample.kind})`);
      count++;
    }
    now = process.hrtime.bigint();
  }
  return count / (Number(now - start) / 1e9);
}

function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** Runs the benchmark and prints its figures. */
export async function run(): Promise<void> {
  const samples: Sample[] = loadConfigTree(REPO_ROOT).flatMap((file): Sample[] =>
    file.kind !== undefined && file.kind !== 'template' && file.document !== undefined
      ? [{ kind: file.kind, data: file.document.data }]
      : [],
  );
  const generated: Record<Exclude<ConfigKind, 'template'>, GeneratedValidator<unknown>> = {
    brand: validateBrand,
    theme: validateTheme,
    product: validateProductConfig,
    catalogue: validateCatalogue,
  };

  let compiled: Partial<Record<ConfigKind, Validate>> = {};
  const compileMs = cpuMs(() => {
    const sources = loadSchemaSources(REPO_ROOT);
    const ajv = createSchemaAjv(
      sources,
      buildStepSchema(sources.templates),
      { inlineRefs: false },
      { withAnnotations: false },
    );
    compiled = {};
    for (const kind of Object.keys(generated) as Array<Exclude<ConfigKind, 'template'>>) {
      const validate = ajv.getSchema(schemaIdOf(`schemas/${SCHEMA_FILE_BY_KIND[kind]}`));
      if (validate === undefined) throw new Error(`no schema for ${kind}`);
      compiled[kind] = validate;
    }
  });

  // Alternate rounds and keep the best of each, so warm-up and machine noise hit both alike.
  let generatedRate = 0;
  let compiledRate = 0;
  for (let round = 0; round < ROUNDS; round++) {
    generatedRate = Math.max(
      generatedRate,
      throughput(samples, (kind) => generated[kind as Exclude<ConfigKind, 'template'>]),
    );
    compiledRate = Math.max(
      compiledRate,
      throughput(samples, (kind) => {
        const validate = compiled[kind];
        if (validate === undefined) throw new Error(`no compiled validator for ${kind}`);
        return validate;
      }),
    );
  }

  const coldTreeMs = cpuMs(() => validateConfigTreeReport(REPO_ROOT));
  const warm: number[] = [];
  let report = validateConfigTreeReport(REPO_ROOT);
  for (let index = 0; index < 5; index++)
    warm.push(cpuMs(() => (report = validateConfigTreeReport(REPO_ROOT))));
  warm.sort((a, b) => a - b);

  const format = (value: number): string => Math.round(value).toLocaleString('en-US');
  console.log(`configs: ${samples.length} files of brands/ (brand, theme, product, catalogue)`);
  console.log(
    `generated standalone validators: ${format(generatedRate)} configs/s (nothing to compile, no eval)`,
  );
  console.log(
    `ajv compiled at run time:        ${format(compiledRate)} configs/s (after ${compileMs.toFixed(0)} ms CPU compiling the schemas)`,
  );
  console.log(
    `whole brands/ tree (${report.files.length} files, schemas + cross-file rules): ${coldTreeMs.toFixed(1)} ms CPU cold, ${(warm[Math.floor(warm.length / 2)] ?? 0).toFixed(1)} ms CPU warm (median of ${warm.length}); target well under 1000 ms`,
  );
  if (report.errors.length > 0) console.log(`note: the tree has ${report.errors.length} errors`);
}
