/**
 * The studio speaks Portuguese to ops, as the checkout does to buyers; `npm run validate` (the
 * CLI, for engineers and CI) speaks English. A save the tree check refuses is explained in
 * Portuguese: a schema error of the edited file in the words of the form's own errors (the
 * same ajv error, `studio/form/propsFormValidator.ts`), any other rule by what it guards. The
 * CLI's sentence stays with it (`cli`), for whoever runs `npm run validate` next to it.
 */
import type { ErrorObject } from 'ajv';
import { validateProductConfig } from '@/schemas/generated/validators.js';
import { describeSchemaError } from '@/scripts/lib/describeSchemaError';
import { SchemaIndex } from '@/scripts/lib/schemaIndex';
import { schemaIdOf } from '@/scripts/lib/schemaIds';
import type { ConfigError, ConfigErrorCode } from '@/scripts/lib/configError';
import { errorMessage } from '@/studio/form/propsFormValidator';

/** A refused save's error as the studio shows it: Portuguese, with the CLI's own sentence. */
export interface StudioError extends ConfigError {
  /** What `npm run validate` says about it (English). */
  cli: string;
}

/** What each rule the JSON Schemas cannot say guards, in the ops' words. */
const RULES: Partial<Record<ConfigErrorCode, string>> = {
  'json-syntax': 'o arquivo não é JSON válido',
  'duplicate-key': 'chave repetida no mesmo objeto',
  'missing-schema-declaration': 'falta a declaração "$schema"',
  'wrong-schema-declaration': 'a declaração "$schema" aponta para o esquema errado',
  'unknown-template': 'template desconhecido',
  'unknown-next-step': 'leva a um passo que não existe neste fluxo',
  'unreachable-step': 'nenhum caminho a partir do primeiro passo chega a este passo',
  'step-cycle': 'um caminho volta a um passo por onde já passou',
  'duplicate-step-id': 'id de passo repetido no fluxo',
  'duplicate-flow-id': 'id de fluxo repetido no produto',
  'duplicate-route': 'dois passos do fluxo mostram a mesma rota',
  'unknown-theme': 'tema desconhecido',
  'missing-asset': 'a imagem não existe em public/',
  'missing-product-config': 'o produto não tem arquivo de configuração',
  'missing-catalogue-entry': 'o produto não está no catálogo da marca',
  'unknown-plan-id': 'plano que o catálogo não tem',
  'price-mismatch': 'o preço não confere com o do catálogo',
  'step-out-of-range': 'número do passo além do total de passos',
  'journey-need-unmet':
    'um passo fica sem o que precisa de passos anteriores (por exemplo, um lead) e o comprador ficaria esperando numa página que não funciona',
  'journey-dead-end': 'um desfecho do passo não leva a lugar nenhum',
  'journey-too-many-paths': 'o fluxo tem caminhos demais para alguém seguir (divida-o)',
  'unknown-outcome': 'desfecho que o template não tem',
  'unused-next-step': 'próximo passo que nunca é seguido',
  'ambiguous-link-entry': 'um link sem fluxo pode cair em mais de um fluxo',
};

const SCHEMA_CODES = new Set<ConfigErrorCode>([
  'missing-property',
  'unknown-property',
  'invalid-value',
]);

let schemaIndex: SchemaIndex | undefined;

/** The Portuguese of one product-schema error, naming the field when ajv's place is its parent. */
function schemaErrorInPortuguese(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required')
    return `falta o campo obrigatório '${String(params.missingProperty)}'`;
  const extra = params.additionalProperty ?? params.unevaluatedProperty;
  if (typeof extra === 'string') return `campo desconhecido '${extra}'`;
  return errorMessage(error);
}

/**
 * The Portuguese of each schema error of a product config (`data`, as saved): keyed by the
 * error's code and pointer, in the order the CLI reports them (the same ajv errors, described
 * by the same `describeSchemaError`), so the n-th error of a place gets the n-th sentence.
 */
function schemaSentences(data: unknown): Map<string, string[]> {
  const sentences = new Map<string, string[]>();
  if (validateProductConfig(data)) return sentences;
  schemaIndex ??= SchemaIndex.load(process.cwd());
  const context = {
    data,
    rootSchemaId: schemaIdOf('schemas/product-config.schema.json'),
    schemas: schemaIndex,
    templateIds: [],
  };
  for (const error of validateProductConfig.errors ?? []) {
    const issue = describeSchemaError(error, context);
    if (!issue) continue;
    const key = `${issue.code}\u0000${issue.pointer}`;
    sentences.set(key, [...(sentences.get(key) ?? []), schemaErrorInPortuguese(error)]);
  }
  return sentences;
}

/** A refused save's errors in Portuguese (see the module comment). */
export function errorsInPortuguese(
  errors: readonly ConfigError[],
  editedFile: string,
  editedData: unknown,
): StudioError[] {
  const sentences = schemaSentences(editedData);
  const used = new Map<string, number>();
  return errors.map((error) => {
    let message = RULES[error.code] ?? 'regra da configuração não cumprida';
    if (SCHEMA_CODES.has(error.code)) {
      const key = `${error.code}\u0000${error.pointer}`;
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      const sentence = error.file === editedFile ? sentences.get(key)?.[index] : undefined;
      message = sentence ?? 'valor inválido';
    }
    return { ...error, message, cli: error.message };
  });
}
