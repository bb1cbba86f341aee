import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';

export type CheckoutInput = InferRequestType<typeof api.billing.checkout.$post>['json'];

/** Opens a Paystack checkout for a plan; the answer holds the page to send the student to. */
export const startCheckout = async (json: CheckoutInput) =>
  readJson(await api.billing.checkout.$post({ json }));

/** Starts a checkout and leaves for Paystack's page (a full navigation, not a route change). */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ authorizationUrl }) => {
      const url = new URL(authorizationUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') window.location.assign(url);
    },
  });
