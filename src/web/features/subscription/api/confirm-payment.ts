import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Asks our server whether a payment went through (it asks Paystack; the URL's own claims are
 * never believed). Premium changes what several screens show, so they refresh.
 */
export const confirmPayment = async (reference: string) =>
  readJson(await api.billing.payments[':reference'].confirm.$post({ param: { reference } }));

export const useConfirmPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // The outcome shows once the plan and payments are read again: a "Try again" tapped at once
    // must not find the payment still "Not completed" (seen under load in CI).
    onSuccess: async ({ payment }) => {
      if (payment.status === 'success') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
        void queryClient.invalidateQueries({ queryKey: queryKeys.practice.levelsAll });
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.subscription, refetchType: 'all' });
    },
  });
};
