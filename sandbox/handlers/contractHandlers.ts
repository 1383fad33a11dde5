import type {
  ContractQuery,
  GenerateContractRequest,
  ProductParams,
} from '@/schemas/generated/apiTypes';
import { requireCatalogueProduct, requirePlanOfProduct } from '@/sandbox/catalogueLookup';
import { generateContract, toContract } from '@/sandbox/contractRecords';
import type { ContractRow } from '@/sandbox/contractRecords';
import { HttpError } from '@/lib/http/httpError';
import { requireLeadRow } from '@/sandbox/leadRecords';
import { contractRoute } from '@/sandbox/contractRoute';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** Contract generation and retrieval of a product for a lead. */
export const contractHandlers: Route<SandboxContext>[] = [
  contractRoute<ProductParams, Record<string, never>, GenerateContractRequest>(
    'generateContract',
    ({ params, body }, context) => {
      const product = requireCatalogueProduct(context, params.code);
      const lead = requireLeadRow(context, body.leadId, 'leadId', 422);
      const plan = requirePlanOfProduct(product, body.planId, 'planId', 422);
      const business = body.business ?? product.business;
      return {
        status: 201,
        body: toContract(generateContract(context, product, plan, lead, business)),
      };
    },
  ),
  contractRoute<ProductParams, ContractQuery>('getContract', ({ params, query }, context) => {
    const { code } = params;
    const { contractId, leadId } = query;
    const row = (
      contractId !== undefined
        ? context.db
            .prepare('SELECT * FROM contracts WHERE id = ? AND product_code = ?')
            .get(contractId, code)
        : context.db
            .prepare(
              'SELECT * FROM contracts WHERE lead_id = ? AND product_code = ? ORDER BY created_at DESC LIMIT 1',
            )
            .get(leadId, code)
    ) as ContractRow | undefined;
    if (!row) {
      throw new HttpError(
        404,
        'contract_not_found',
        contractId !== undefined
          ? `Contract '${contractId}' of product '${code}' does not exist.`
          : `Lead '${leadId}' has no contract for product '${code}'; generate one first.`,
        contractId !== undefined ? 'contractId' : 'leadId',
      );
    }
    return { status: 200, body: toContract(row) };
  }),
];
