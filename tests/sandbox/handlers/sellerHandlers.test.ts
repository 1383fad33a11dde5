import { getSeller } from '@/checkout/api/checkoutApi';
import { expectApiError } from '@/tests/sandbox/expectApiError';
import { startSandboxServer } from '@/tests/sandbox/startSandboxServer';
import type { RunningSandbox } from '@/tests/sandbox/startSandboxServer';

describe('sellerHandlers', () => {
  let running: RunningSandbox;

  beforeAll(async () => {
    running = await startSandboxServer();
  });

  afterAll(async () => {
    await running.dispose();
  });

  it('should answer name, isLiveEnabled and account of a seeded seller', async () => {
    await expect(
      getSeller(
        'whatsapp',
        { seller: 'ana.souza', operation: 'BR', product: 'CURSO' },
        running.client,
      ),
    ).resolves.toEqual({
      name: 'Ana Souza',
      isLiveEnabled: true,
      account: '0015g00000TRLBR001',
    });
  });

  it('should answer the franchising seller of a partner source', async () => {
    await expect(getSeller('parceiro', { seller: 'franchising' }, running.client)).resolves.toEqual(
      {
        name: 'Rede de Franquias',
        isLiveEnabled: false,
        account: '0015g00000TRLBR100',
      },
    );
  });

  it('should answer 404 seller_not_found for a seller of another operation, source or product', async () => {
    await expectApiError(
      getSeller('whatsapp', { seller: 'ana.souza', operation: 'MZ' }, running.client),
      {
        status: 404,
        code: 'seller_not_found',
        field: 'seller',
      },
    );
    await expectApiError(getSeller('tiktok', { seller: 'ana.souza' }, running.client), {
      status: 404,
      code: 'seller_not_found',
    });
    await expectApiError(
      getSeller('whatsapp', { seller: 'bruno.lima', product: 'INGLESMZ' }, running.client),
      {
        status: 404,
        code: 'seller_not_found',
      },
    );
  });

  it('should answer 400 naming the parameter when seller is missing or operation unknown', async () => {
    await expectApiError(getSeller('whatsapp', { seller: '' }, running.client), {
      status: 400,
      code: 'missing_parameter',
      field: 'seller',
      message: "Query parameter 'seller' is required.",
    });
    await expectApiError(
      getSeller('whatsapp', { seller: 'ana.souza', operation: 'AR' as never }, running.client),
      {
        status: 400,
        code: 'invalid_parameter',
        field: 'operation',
      },
    );
  });
});
