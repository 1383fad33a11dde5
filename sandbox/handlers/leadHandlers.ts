import type {
  CreateLeadRequest,
  LeadParams,
  SendSmsRequest,
  SendSmsResponse,
  UpdateLeadRequest,
  ValidateSmsRequest,
  ValidateSmsResponse,
} from '@/schemas/generated/apiTypes';
import { contractRoute } from '@/sandbox/contractRoute';
import { unprocessable } from '@/lib/http/httpError';
import { requireLeadRow, toLead } from '@/sandbox/leadRecords';
import type { LeadRow } from '@/sandbox/leadRecords';
import {
  checkBirthDate,
  storedDocument,
  normalizeEmail,
  normalizeName,
} from '@/sandbox/personFields';
import type { Route } from '@/sandbox/router';
import { newId } from '@/sandbox/sandboxContext';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import { nextSmsCode, smsSendRefusal } from '@/sandbox/smsCodeRecords';
import { redactCardData } from '@/lib/redaction/redactCardData';

const maxCodeAttempts = 5;

/** Checks the catalogue knows `productCode` (422 otherwise). */
function requireKnownProductCode(code: string, context: SandboxContext): string {
  if (!context.catalogue.catalogueProduct(code) && !context.catalogue.productConfig(code)) {
    throw unprocessable(
      'productCode',
      'product_not_found',
      `names product '${code}', which is not in any catalogue`,
    );
  }
  return code;
}

function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

interface SmsCodeRow {
  id: number;
  code: string;
  expires_at: string;
  attempts: number;
}

/** Leads (create, update) and their SMS phone verification. */
export const leadHandlers: Route<SandboxContext>[] = [
  contractRoute<Record<string, never>, Record<string, never>, CreateLeadRequest>(
    'createLead',
    ({ body }, context) => {
      const name = normalizeName(body.name);
      const email = normalizeEmail(body.email);
      const phone = body.phone.trim();
      const business = body.business;
      const productCode = requireKnownProductCode(body.productCode, context);
      const id = newId('lead');
      const now = context.now().toISOString();
      context.db
        .prepare(
          `INSERT INTO leads (id, name, email, phone, business, product_code, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(id, name, email, phone, business, productCode, now, now);
      return { status: 201, body: toLead(requireLeadRow(context, id)) };
    },
  ),
  contractRoute<LeadParams, Record<string, never>, UpdateLeadRequest>(
    'updateLead',
    ({ params, body }, context) => {
      const row = requireLeadRow(context, params.id);
      const birthDate =
        body.birthDate === undefined ? undefined : checkBirthDate(body.birthDate, context.now());
      const document = body.document === undefined ? undefined : storedDocument(body.document);
      const { relationAccount, referrer, business, address, testLocation } = body;
      const next: LeadRow = {
        ...row,
        birth_date: birthDate ?? row.birth_date,
        document: document ?? row.document,
        relation_account: relationAccount ?? row.relation_account,
        referrer: referrer ?? row.referrer,
        business: business ?? row.business,
        // Free text a buyer typed: a card number in it is masked before it is stored.
        address_json: address ? JSON.stringify(redactCardData(address)) : row.address_json,
        test_location_json: testLocation
          ? JSON.stringify(redactCardData(testLocation))
          : row.test_location_json,
        updated_at: context.now().toISOString(),
      };
      context.db
        .prepare(
          `UPDATE leads SET birth_date = @birth_date, document = @document, relation_account = @relation_account,
           referrer = @referrer, business = @business, address_json = @address_json,
           test_location_json = @test_location_json, updated_at = @updated_at WHERE id = @id`,
        )
        .run(next);
      return { status: 200, body: toLead(next) };
    },
  ),
  contractRoute<LeadParams, Record<string, never>, SendSmsRequest>(
    'sendSmsCode',
    ({ params, body }, context) => {
      const lead = requireLeadRow(context, params.id);
      const productCode = requireKnownProductCode(body.productCode, context);
      const { business } = body;
      const refusal = smsSendRefusal(context, lead.id);
      if (refusal) return refusal;
      const code = nextSmsCode(context, lead.id);
      const now = context.now();
      const expiresAt = new Date(now.getTime() + context.settings.smsCodeTtlMs).toISOString();
      context.db
        .prepare(
          `INSERT INTO sms_codes (lead_id, code, product_code, business, expires_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(lead.id, code, productCode, business, expiresAt, now.toISOString());
      // The sandbox sends no SMS: the code is shown here and at GET /api/sandbox/leads/{id}/sms-code.
      if (context.settings.logSmsCodes)
        console.info(`[sandbox] SMS code for lead ${lead.id}: ${code} (valid until ${expiresAt})`);
      const answer: SendSmsResponse = {
        leadId: lead.id,
        sent: true,
        phone: maskPhone(lead.phone),
        expiresAt,
      };
      return { status: 202, body: answer };
    },
  ),
  contractRoute<LeadParams, Record<string, never>, ValidateSmsRequest>(
    'validateSmsCode',
    ({ params, body }, context) => {
      const lead = requireLeadRow(context, params.id);
      const { code } = body;
      requireKnownProductCode(body.productCode, context);
      const now = context.now().toISOString();
      const latest = context.db
        .prepare(
          'SELECT id, code, expires_at, attempts FROM sms_codes WHERE lead_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(lead.id) as SmsCodeRow | undefined;
      if (!latest)
        throw unprocessable(
          'code',
          'code_not_sent',
          'cannot be checked: no SMS code was sent to this lead',
        );
      if (latest.expires_at < now)
        throw unprocessable('code', 'code_expired', 'has expired; ask for a new SMS code');
      if (latest.attempts >= maxCodeAttempts) {
        throw unprocessable(
          'code',
          'too_many_attempts',
          'was tried too many times; ask for a new SMS code',
        );
      }
      if (latest.code !== code) {
        context.db
          .prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?')
          .run(latest.id);
        throw unprocessable('code', 'invalid_code', 'does not match the code sent by SMS');
      }
      context.db.transaction(() => {
        context.db
          .prepare('UPDATE sms_codes SET validated_at = ? WHERE id = ?')
          .run(now, latest.id);
        context.db
          .prepare('UPDATE leads SET phone_verified_at = ?, updated_at = ? WHERE id = ?')
          .run(now, now, lead.id);
      })();
      const answer: ValidateSmsResponse = { leadId: lead.id, valid: true };
      return { status: 200, body: answer };
    },
  ),
];
