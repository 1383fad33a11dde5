import type { Address, Lead, TestLocation } from '@/schemas/generated/apiTypes';
import { HttpError } from '@/lib/http/httpError';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** A row of the `leads` table. */
export interface LeadRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  business: string | null;
  product_code: string | null;
  birth_date: string | null;
  document: string | null;
  relation_account: string | null;
  referrer: string | null;
  address_json: string | null;
  test_location_json: string | null;
  phone_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The API shape of a lead row. */
export function toLead(row: LeadRow): Lead {
  return {
    leadId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    business: row.business,
    productCode: row.product_code,
    birthDate: row.birth_date,
    document: row.document,
    relationAccount: row.relation_account,
    referrer: row.referrer,
    address: row.address_json === null ? null : (JSON.parse(row.address_json) as Address),
    testLocation:
      row.test_location_json === null ? null : (JSON.parse(row.test_location_json) as TestLocation),
    phoneVerified: row.phone_verified_at !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The lead row with this id, or undefined. */
export function findLeadRow(context: SandboxContext, id: string): LeadRow | undefined {
  return context.db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as LeadRow | undefined;
}

/** The lead row with this id, or `status` `lead_not_found` naming `field`. */
export function requireLeadRow(
  context: SandboxContext,
  id: string,
  field = 'id',
  status: 404 | 422 = 404,
): LeadRow {
  const row = id.length <= 80 ? findLeadRow(context, id) : undefined;
  if (!row) throw new HttpError(status, 'lead_not_found', `Lead '${id}' does not exist.`, field);
  return row;
}
