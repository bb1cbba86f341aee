import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { pagedQueryOptions } from '../../kit/api';

const subs = api.admin.subscriptions;
export type Subscriber = InferResponseType<typeof subs.$get, 200>;
export type GrantInput = InferRequestType<typeof subs.grant.$post>['json'];
export type RevokeInput = InferRequestType<typeof subs.revoke.$post>['json'];
export type PaymentFilter = InferRequestType<typeof api.admin.payments.$get>['query'];
export type PaymentPage = InferResponseType<typeof api.admin.payments.$get, 200>;

/** One student's premium, audit and payments, found by e-mail (admin Subscriptions tab). */
export const getSubscriber = async (email: string) =>
  readJson(await subs.$get({ query: { email } }));

export const subscriberQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...queryKeys.admin.subscriptions, email],
    queryFn: () => getSubscriber(email),
    retry: false,
  });

export const useSubscriber = (email: string | null) =>
  useQuery({ ...subscriberQueryOptions(email ?? ''), enabled: email !== null });

export const getPayments = async (query: PaymentFilter) =>
  readJson(await api.admin.payments.$get({ query }));

export const paymentsQueryOptions = (query: PaymentFilter) =>
  pagedQueryOptions(queryKeys.admin.payments, query, getPayments);

export const usePayments = (query: PaymentFilter) => useQuery(paymentsQueryOptions(query));

export const grantPremium = async (json: GrantInput) => readJson(await subs.grant.$post({ json }));
export const revokePremium = async (json: RevokeInput) =>
  readJson(await subs.revoke.$post({ json }));

/** Grant and revoke answer with the student's new view; the found student shows it at once. */
function useChange<T>(fn: (input: T) => Promise<Subscriber>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (view) => {
      queryClient.setQueryData(subscriberQueryOptions(view.user.email).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.subscriptions });
    },
  });
}

export const useGrantPremium = () => useChange(grantPremium);
export const useRevokePremium = () => useChange(revokePremium);
