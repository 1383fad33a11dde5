import type { SendSmsResponse, ValidateSmsResponse } from '@/checkout/api/types';
import { BodyReader } from '@/sandbox/bodyReader';
import { planTypeValues, referrerValues } from '@/sandbox/domainEnums';
import { HttpError } from '@/sandbox/httpError';
import { requireLeadRow, toLead } from '@/sandbox/leadRecords';
import type { LeadRow } from '@/sandbox/leadRecords';
import {
  readEmail,
  readName,
  readOptionalAddress,
  readOptionalBirthDate,
  readOptionalDocument,
  readPhone,
} from '@/sandbox/personFields';
import type { Route } from '@/sandbox/router';
import { newId } from '@/sandbox/sandboxContext';
import type { SandboxContext } from '@/sandbox/sandboxContext';
import { nextSmsCode, smsSendRefusal } from '@/sandbox/smsCodeRecords';

const businessRule = {
  maxLength: 60,
  pattern: /^[a-z0-9{}]+(-[a-z0-9{}]+)*$/,
  patternReason: 'must be a kebab-case business key',
};
const maxCodeAttempts = 5;

/** Reads `productCode` and checks the catalogue knows it (422 otherwise). */
function readKnownProductCode(reader: BodyReader, context: SandboxContext): string {
  const code = reader.string('productCode', { maxLength: 40 });
  if (!context.catalogue.catalogueProduct(code) && !context.catalogue.productConfig(code)) {
    reader.fail(
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
  {
    method: 'POST',
    path: '/api/v1/lead',
    operationId: 'createLead',
    handle({ body }, context) {
      const reader = BodyReader.from(body);
      const name = readName(reader);
      const email = readEmail(reader);
      const phone = readPhone(reader);
      const business = reader.string('business', businessRule);
      const productCode = readKnownProductCode(reader, context);
      reader.optionalString('source', { maxLength: 80 });
      reader.optionalString('seller', { maxLength: 80 });
      reader.optionalEnum('planType', planTypeValues);
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
  },
  {
    method: 'PATCH',
    path: '/api/v1/lead/{id}',
    operationId: 'updateLead',
    handle({ params, body }, context) {
      const row = requireLeadRow(context, params.id ?? '');
      const reader = BodyReader.from(body);
      const known = ['birthDate', 'document', 'relationAccount', 'referrer', 'business', 'address'];
      if (!known.some((field) => reader.has(field))) {
        throw new HttpError(
          422,
          'empty_update',
          `The body must carry at least one of ${known.join(', ')}.`,
        );
      }
      const birthDate = readOptionalBirthDate(reader, context.now());
      const document = readOptionalDocument(reader);
      const relationAccount = reader.optionalString('relationAccount', { maxLength: 80 });
      const referrer = reader.optionalEnum('referrer', referrerValues);
      const business = reader.optionalString('business', businessRule);
      const address = readOptionalAddress(reader);
      const next: LeadRow = {
        ...row,
        birth_date: birthDate ?? row.birth_date,
        document: document ?? row.document,
        relation_account: relationAccount ?? row.relation_account,
        referrer: referrer ?? row.referrer,
        business: business ?? row.business,
        address_json: address ? JSON.stringify(address) : row.address_json,
        updated_at: context.now().toISOString(),
      };
      context.db
        .prepare(
          `UPDATE leads SET birth_date = @birth_date, document = @document, relation_account = @relation_account,
           referrer = @referrer, business = @business, address_json = @address_json, updated_at = @updated_at WHERE id = @id`,
        )
        .run(next);
      return { status: 200, body: toLead(next) };
    },
  },
  {
    method: 'POST',
    path: '/api/v1/lead/{id}/phones/send-sms',
    operationId: 'sendSmsCode',
    handle({ params, body }, context) {
      const lead = requireLeadRow(context, params.id ?? '');
      const reader = BodyReader.from(body);
      const productCode = readKnownProductCode(reader, context);
      const business = reader.string('business', businessRule);
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
  },
  {
    method: 'POST',
    path: '/api/v1/lead/{id}/phones/validate',
    operationId: 'validateSmsCode',
    handle({ params, body }, context) {
      const lead = requireLeadRow(context, params.id ?? '');
      const reader: BodyReader = BodyReader.from(body);
      const code = reader.string('code', {
        pattern: /^\d{6}$/,
        patternReason: 'must be the 6-digit code sent by SMS',
      });
      reader.string('business', businessRule);
      readKnownProductCode(reader, context);
      const now = context.now().toISOString();
      const latest = context.db
        .prepare(
          'SELECT id, code, expires_at, attempts FROM sms_codes WHERE lead_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(lead.id) as SmsCodeRow | undefined;
      if (!latest)
        reader.fail(
          'code',
          'code_not_sent',
          'cannot be checked: no SMS code was sent to this lead',
        );
      if (latest.expires_at < now)
        reader.fail('code', 'code_expired', 'has expired; ask for a new SMS code');
      if (latest.attempts >= maxCodeAttempts) {
        reader.fail(
          'code',
          'too_many_attempts',
          'was tried too many times; ask for a new SMS code',
        );
      }
      if (latest.code !== code) {
        context.db
          .prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?')
          .run(latest.id);
        reader.fail('code', 'invalid_code', 'does not match the code sent by SMS');
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
  },
];
