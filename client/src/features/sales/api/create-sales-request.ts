import { sendJson } from '#client/lib/api-client.ts';
import {
  type SalesRequest,
  type SalesRequestInput,
  salesRequestSchemaOut,
} from '#common/contracts/billing.ts';

/** Issue #27 POST /api/sales-requests: Contact Sales for the Studio plan; a 400 names each bad field. */
export function createSalesRequest(data: SalesRequestInput): Promise<SalesRequest> {
  return sendJson('POST', '/api/sales-requests', salesRequestSchemaOut, data);
}
