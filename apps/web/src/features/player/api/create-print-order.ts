import type { PrintOrder, PrintOrderRequest } from '@storyloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { contractSchemas } from '../../../lib/contract-schemas.ts';

/** POST /v1/print/orders (bearer): a test-mode order, stored and typeset but never charged. */
export function createPrintOrder(order: PrintOrderRequest): Promise<PrintOrder> {
  return apiRequest('/v1/print/orders', {
    method: 'POST',
    body: order,
    schema: async () => (await contractSchemas.print()).printOrder,
  });
}

export function useCreatePrintOrder() {
  return useMutation({
    mutationFn: createPrintOrder,
    onError: (error) => console.warn('Could not create the print order.', error),
  });
}
