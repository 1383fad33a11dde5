import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApiClient, getApiClient } from '@/checkout/api/apiClient';
import {
  createLead,
  createPayment,
  getPaymentStatus,
  getProductConfig,
} from '@/checkout/api/checkoutApi';
import type { PaymentRequest } from '@/checkout/api/types';
import { openDatabase } from '@/sandbox/db';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';

const payment: PaymentRequest = {
  name: 'Ana Lima',
  email: 'ana.lima@example.com',
  amount: 12900,
  business: 'medcof',
  productCode: 'CURSO',
  planId: 'curso-mensal',
  paymentMethods: [
    {
      type: 'credit-card',
      installments: 1,
      card: {
        number: '4111111111111111',
        holderName: 'ANA LIMA',
        expiry: '12/30',
        cvv: '123',
        brand: 'visa',
      },
    },
  ],
};

describe('createSandbox', () => {
  describe('real backend switch', () => {
    let realBackend: Server;
    let realUrl: string;
    const seen: string[] = [];

    beforeAll(async () => {
      realBackend = createServer((request, response) => {
        seen.push(`${request.method} ${request.url}`);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            code: 'CURSO',
            title: 'From the real backend',
            designSystemId: 'x$light',
            checkoutFlow: { flows: [] },
          }),
        );
      });
      await new Promise<void>((resolve) => realBackend.listen(0, '127.0.0.1', resolve));
      realUrl = `http://127.0.0.1:${(realBackend.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      delete process.env.CHECKOUT_API_URL;
      await new Promise<void>((resolve) => realBackend.close(() => resolve()));
    });

    it('should send the server-side client to CHECKOUT_API_URL and turn every sandbox route off', async () => {
      const running = await startSandboxServer();
      try {
        process.env.CHECKOUT_API_URL = realUrl;
        expect(getApiClient().baseURL).toBe(realUrl);
        await expect(getProductConfig('CURSO', { planId: 'curso-anual' })).resolves.toHaveProperty(
          'title',
          'From the real backend',
        );
        expect(seen).toEqual(['GET /api/v1/product/CURSO/config?planId=curso-anual']);
        for (const url of [
          '/api/v1/product/CURSO/config',
          '/api/v2/product/CURSO',
          '/api/sandbox/test-cards',
        ]) {
          const response = await fetch(`${running.baseUrl}${url}`);
          expect(response.status).toBe(404);
          await expect(response.json()).resolves.toEqual({
            error: {
              code: 'sandbox_disabled',
              message:
                'The sandbox backend is off because CHECKOUT_API_URL points the checkout at a real backend.',
            },
          });
        }
        delete process.env.CHECKOUT_API_URL;
        await expect(getProductConfig('CURSO', {}, running.client)).resolves.toHaveProperty(
          'title',
          'Curso de Demonstração',
        );
      } finally {
        delete process.env.CHECKOUT_API_URL;
        await running.dispose();
      }
    });

    it('should default the server-side base URL to CHECKOUT_API_INTERNAL_URL, then this server on loopback', () => {
      const saved = { internal: process.env.CHECKOUT_API_INTERNAL_URL, port: process.env.PORT };
      process.env.CHECKOUT_API_INTERNAL_URL = 'http://10.0.0.5:8080';
      expect(getApiClient().baseURL).toBe('http://10.0.0.5:8080');
      delete process.env.CHECKOUT_API_INTERNAL_URL;
      process.env.PORT = '4123';
      expect(getApiClient().baseURL).toBe('http://127.0.0.1:4123');
      if (saved.internal === undefined) delete process.env.CHECKOUT_API_INTERNAL_URL;
      else process.env.CHECKOUT_API_INTERNAL_URL = saved.internal;
      if (saved.port === undefined) delete process.env.PORT;
      else process.env.PORT = saved.port;
    });
  });

  describe('restart', () => {
    it('should keep leads, payments, codes and idempotent answers after stop and start', async () => {
      const first = await startSandboxServer({ settings: { logSmsCodes: false } });
      const lead = await createLead(
        {
          name: 'Ana Lima',
          email: 'ana.lima@example.com',
          phone: '(21) 99876-5432',
          business: 'medcof',
          productCode: 'CURSO',
        },
        first.client,
      );
      await first.client.post(`/api/v1/lead/${lead.leadId}/phones/send-sms`, {
        productCode: 'CURSO',
        business: 'medcof',
      });
      const code = await first.client.get<{ code: string }>(
        `/api/sandbox/leads/${lead.leadId}/sms-code`,
      );
      const paid = await createPayment(
        { ...payment, sfLeadId: lead.leadId },
        'restart-key',
        first.client,
      );
      await first.stop();

      const second = await startSandboxServer({ dataDir: first.dataDir });
      try {
        await expect(getPaymentStatus(paid.paymentId, second.client)).resolves.toEqual({
          paymentId: paid.paymentId,
          status: 'approved',
          method: 'credit-card',
        });
        await expect(
          createPayment({ ...payment, sfLeadId: lead.leadId }, 'restart-key', second.client),
        ).resolves.toEqual(paid);
        await expect(
          second.client.get(`/api/sandbox/leads/${lead.leadId}/sms-code`),
        ).resolves.toEqual({ leadId: lead.leadId, ...code });
        const count = second.sandbox
          .context()
          .db.prepare('SELECT COUNT(*) AS n FROM payments WHERE lead_id = ?')
          .get(lead.leadId);
        expect(count).toEqual({ n: 1 });
      } finally {
        await second.dispose();
      }
    });

    it('should lose no answered payment when the server is killed mid-load', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'trilha-crash-'));
      // Node itself runs the server (tsx as a loader, not the tsx CLI, which would fork a
      // grandchild that SIGKILL does not reach).
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'fixtures', 'serveSandbox.ts'), dataDir],
        {
          cwd: process.cwd(),
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        const port = await new Promise<number>((resolve, reject) => {
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const match = /PORT (\d+)/.exec(output);
            if (match) resolve(Number(match[1]));
          });
          child.on('exit', () => reject(new Error(`sandbox child exited early: ${output}`)));
        });
        const client = createApiClient({ baseURL: `http://127.0.0.1:${port}`, timeoutMs: 5000 });
        const answered: string[] = [];
        const failures: unknown[] = [];
        let stop = false;
        let running = 0;
        const worker = async (index: number): Promise<void> => {
          running += 1;
          for (let round = 0; !stop; round += 1) {
            try {
              const answer = await createPayment(payment, `crash-${index}-${round}`, client);
              answered.push(answer.paymentId);
            } catch (error) {
              failures.push(error);
              break;
            }
          }
          running -= 1;
        };
        const workers = Array.from({ length: 8 }, (_, index) => worker(index));
        const deadline = Date.now() + 15_000;
        while (answered.length < 40 && running > 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        expect(failures).toEqual([]);
        child.kill('SIGKILL');
        stop = true;
        await Promise.all(workers);
        await exited;

        const db = openDatabase(dataDir);
        const stored = new Set(
          db
            .prepare('SELECT id FROM payments')
            .all()
            .map((row) => (row as { id: string }).id),
        );
        db.close();
        expect(answered.length).toBeGreaterThanOrEqual(40);
        expect(answered.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 30_000);
  });
});
