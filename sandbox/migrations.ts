/** One schema change of the sandbox database, applied once, in order, at open. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

/**
 * The ordered migrations of the sandbox database. Append only: never edit an applied one,
 * add a new one instead (a database on disk remembers which ids it has applied).
 */
export const migrations: readonly Migration[] = [
  {
    id: 1,
    name: 'leads, sms codes and contracts',
    sql: `
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        business TEXT,
        product_code TEXT,
        birth_date TEXT,
        document TEXT,
        relation_account TEXT,
        address_json TEXT,
        phone_verified_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id TEXT NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        product_code TEXT,
        business TEXT,
        expires_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        validated_at TEXT
      );
      CREATE INDEX sms_codes_lead ON sms_codes(lead_id, id);
      CREATE TABLE contracts (
        id TEXT PRIMARY KEY,
        product_code TEXT NOT NULL,
        lead_id TEXT,
        plan_id TEXT,
        business TEXT,
        version TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX contracts_product_lead ON contracts(product_code, lead_id, created_at);
    `,
  },
  {
    id: 2,
    name: 'payments, idempotency keys and subscriptions',
    sql: `
      CREATE TABLE payments (
        id TEXT PRIMARY KEY,
        api_version INTEGER NOT NULL,
        method TEXT NOT NULL,
        status TEXT NOT NULL,
        amount INTEGER,
        currency TEXT,
        product_code TEXT,
        plan_id TEXT,
        installments INTEGER,
        lead_id TEXT,
        subscription_id TEXT,
        name TEXT,
        email TEXT,
        card_brand TEXT,
        card_last4 TEXT,
        token TEXT NOT NULL,
        payment_profile_id TEXT,
        pix_br_code TEXT,
        pix_expires_at TEXT,
        bankslip_digitable_line TEXT,
        bankslip_barcode TEXT,
        bankslip_due_date TEXT,
        request_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        paid_at TEXT
      );
      CREATE TABLE idempotency_keys (
        key TEXT PRIMARY KEY,
        fingerprint TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'done')),
        status_code INTEGER,
        response_json TEXT,
        claimed_at TEXT NOT NULL,
        completed_at TEXT
      );
      CREATE TABLE subscriptions (
        id TEXT PRIMARY KEY,
        lead_id TEXT,
        product_code TEXT NOT NULL,
        plan_id TEXT NOT NULL,
        status TEXT NOT NULL,
        card_brand TEXT,
        card_last4 TEXT,
        renew_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 3,
    name: 'lead referrer',
    sql: `ALTER TABLE leads ADD COLUMN referrer TEXT;`,
  },
  {
    id: 4,
    name: 'lead test location',
    sql: `ALTER TABLE leads ADD COLUMN test_location_json TEXT;`,
  },
  {
    id: 5,
    name: 'server secrets and idempotency key owners',
    sql: `
      CREATE TABLE sandbox_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      ALTER TABLE idempotency_keys ADD COLUMN owner TEXT;
      `,
  },
  {
    id: 6,
    name: 'invoices and purchase recoveries',
    sql: `
      CREATE TABLE invoices (
        id TEXT PRIMARY KEY,
        operation TEXT NOT NULL,
        status TEXT NOT NULL,
        description TEXT NOT NULL,
        product_code TEXT NOT NULL,
        plan_id TEXT,
        amount INTEGER NOT NULL,
        currency TEXT NOT NULL,
        due_date TEXT NOT NULL,
        name TEXT,
        email TEXT,
        payment_id TEXT,
        paid_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE recoveries (
        id TEXT PRIMARY KEY,
        reason TEXT NOT NULL,
        product_code TEXT NOT NULL,
        plan_id TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        last_method TEXT,
        card_brand TEXT,
        card_last4 TEXT,
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    id: 7,
    name: 'M-Pesa number of a payment',
    sql: `
      ALTER TABLE payments ADD COLUMN mpesa_phone TEXT;
    `,
  },
  {
    id: 8,
    name: 'free trial of a card payment',
    sql: `
      ALTER TABLE payments ADD COLUMN trial_days INTEGER;
      ALTER TABLE payments ADD COLUMN first_charge_at TEXT;
      ALTER TABLE payments ADD COLUMN first_charge_amount INTEGER;
    `,
  },
  {
    id: 9,
    name: 'purchases: one charge per purchase',
    sql: `
      CREATE TABLE purchases (
        id TEXT PRIMARY KEY,
        status TEXT NOT NULL CHECK (status IN ('open', 'paid')),
        paid_payment_id TEXT,
        in_flight_key TEXT,
        in_flight_since TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      ALTER TABLE payments ADD COLUMN purchase_id TEXT;
      ALTER TABLE payments ADD COLUMN order_fingerprint TEXT;
      ALTER TABLE payments ADD COLUMN answer_json TEXT;
      ALTER TABLE payments ADD COLUMN superseded_at TEXT;
      ALTER TABLE payments ADD COLUMN refunded_at TEXT;
      CREATE INDEX payments_purchase ON payments(purchase_id);
    `,
  },
];
