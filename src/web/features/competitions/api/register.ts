import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { shownMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { COMPETITION_MESSAGES } from '../../../../domain/competitions';

/** POST /:id/register: 201 with the competition as it now is and "Successfully registered…". */
export const registerForCompetition = async (id: string) =>
  readJson(await api.competitions[':id'].register.$post({ param: { id } }));

/** Registers and toasts the §8 text either way; the list and the competition are read afresh. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForCompetition,
    onSuccess: (detail) => toast.success(detail.message || COMPETITION_MESSAGES.registered),
    onError: (e) => toast.error(shownMessage(e, COMPETITION_MESSAGES.registerFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.competitions.all }),
  });
}
