import type { DocumentType } from '@/schemas/generated/types';
import { formatCnpj } from '@/checkout/format/formatCnpj';
import { formatCpf } from '@/checkout/format/formatCpf';
import { validateCnpj } from '@/lib/validation/validateCnpj';
import { validateCpf } from '@/lib/validation/validateCpf';
import { validateRegistry } from '@/lib/validation/validateRegistry';

/** How the tax-invoice document field of the payment form behaves. */
export interface TaxDocumentRule {
  label: string;
  /** CPF only is all digits; a CNPJ may hold letters since July 2026. */
  inputMode: 'numeric' | 'text';
  format: (raw: string) => string;
  validate: (value: string) => string | undefined;
}

/** Formats a CPF while it can still be one, then a CNPJ (letters or a 12th character). */
function formatCpfOrCnpj(raw: string): string {
  const characters = raw.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return characters.length <= 11 && /^\d*$/.test(characters)
    ? formatCpf(characters)
    : formatCnpj(characters);
}

/**
 * The tax-invoice document field for the documents a step accepts (`documentTypes`; both
 * when absent): CPF only uses the CPF rule of spec §5, CNPJ only the CNPJ rule, both the
 * REGISTRY rule ('Insira um CPF válido.' / 'Insira um CNPJ válido.' / 'Revise este campo.').
 */
export function taxDocumentRule(
  documentTypes: readonly DocumentType[] = ['cpf', 'cnpj'],
): TaxDocumentRule {
  const cpf = documentTypes.includes('cpf');
  const cnpj = documentTypes.includes('cnpj');
  if (cpf && !cnpj) {
    return {
      label: 'CPF para a nota fiscal',
      inputMode: 'numeric',
      format: formatCpf,
      validate: validateCpf,
    };
  }
  if (cnpj && !cpf) {
    return {
      label: 'CNPJ para a nota fiscal',
      inputMode: 'text',
      format: formatCnpj,
      validate: validateCnpj,
    };
  }
  return {
    label: 'CPF ou CNPJ para a nota fiscal',
    inputMode: 'text',
    format: formatCpfOrCnpj,
    validate: validateRegistry,
  };
}
