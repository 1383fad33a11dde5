import { BodyReader } from '@/sandbox/bodyReader';
import {
  readProductCode,
  requireCatalogueProduct,
  requirePlanOfProduct,
} from '@/sandbox/catalogueLookup';
import { generateContract, toContract } from '@/sandbox/contractRecords';
import type { ContractRow } from '@/sandbox/contractRecords';
import { HttpError } from '@/sandbox/httpError';
import { requireLeadRow } from '@/sandbox/leadRecords';
import { QueryReader } from '@/sandbox/queryReader';
import type { Route } from '@/sandbox/router';
import type { SandboxContext } from '@/sandbox/sandboxContext';

/** Contract generation and retrieval of a product for a lead. */
export const contractHandlers: Route<SandboxContext>[] = [
  {
    method: 'POST',
    path: '/api/v1/product/{code}/contract/generate',
    operationId: 'generateContract',
    handle({ params, body }, context) {
      const product = requireCatalogueProduct(context, readProductCode(params));
      const reader = BodyReader.from(body);
      const lead = requireLeadRow(
        context,
        reader.string('leadId', { maxLength: 80 }),
        'leadId',
        422,
      );
      const plan = requirePlanOfProduct(
        product,
        reader.string('planId', { maxLength: 80 }),
        'planId',
        422,
      );
      const business = reader.optionalString('business', { maxLength: 60 }) ?? product.business;
      return {
        status: 201,
        body: toContract(generateContract(context, product, plan, lead, business)),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/v1/product/{code}/contract',
    operationId: 'getContract',
    handle({ params, query }, context) {
      const code = readProductCode(params);
      const q = new QueryReader(query);
      const contractId = q.optional('contractId', { maxLength: 80 });
      const leadId = q.optional('leadId', { maxLength: 80 });
      if (contractId === undefined && leadId === undefined) {
        throw new HttpError(
          400,
          'missing_parameter',
          "Query parameter 'leadId' or 'contractId' is required.",
          'leadId',
        );
      }
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
    },
  },
];
