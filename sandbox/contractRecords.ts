import type { Contract } from '@/schemas/generated/apiTypes';
import type { CataloguePlan, CatalogueProduct } from '@/sandbox/catalogueTypes';
import type { LeadRow } from '@/sandbox/leadRecords';
import { newId } from '@/sandbox/sandboxContext';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** Version of the sandbox's contract template. */
export const contractVersion = 'sandbox-2024.1';

/** A row of the `contracts` table. */
export interface ContractRow {
  id: string;
  product_code: string;
  lead_id: string;
  plan_id: string;
  business: string | null;
  version: string;
  text: string;
  created_at: string;
}

/** The API shape of a contract row. */
export function toContract(row: ContractRow): Contract {
  return {
    contractId: row.id,
    productCode: row.product_code,
    leadId: row.lead_id,
    planId: row.plan_id,
    business: row.business,
    version: row.version,
    text: row.text,
    createdAt: row.created_at,
  };
}

function formatMoney(currency: string, cents: number): string {
  const amount = (cents / 100).toLocaleString('pt-BR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${currency} ${amount}`;
}

/** Generates and stores the contract of a lead for a plan of a product. */
export function generateContract(
  context: SandboxContext,
  product: CatalogueProduct,
  plan: CataloguePlan,
  lead: LeadRow,
  business: string | null,
  id: string = newId('ctr'),
): ContractRow {
  const title = context.catalogue.productConfig(product.code)?.title ?? product.code;
  const text = [
    `CONTRATO DE PRESTAÇÃO DE SERVIÇOS EDUCACIONAIS — ${title}`,
    `Contratante: ${lead.name} (${lead.email}).`,
    `Plano: ${plan.name} (${plan.code}), ${formatMoney(plan.currency, plan.amount)}.`,
    'Documento gerado pelo sandbox do Trilha; não tem valor legal.',
  ].join('\n');
  const row: ContractRow = {
    id,
    product_code: product.code,
    lead_id: lead.id,
    plan_id: plan.id,
    business,
    version: contractVersion,
    text,
    created_at: context.now().toISOString(),
  };
  context.db
    .prepare(
      `INSERT OR REPLACE INTO contracts (id, product_code, lead_id, plan_id, business, version, text, created_at)
       VALUES (@id, @product_code, @lead_id, @plan_id, @business, @version, @text, @created_at)`,
    )
    .run(row);
  return row;
}
