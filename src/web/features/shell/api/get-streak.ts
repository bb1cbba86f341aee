import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import type { Streak } from '../../../../domain/streak';

export const getStreak = async () => readJson<Streak>(await api.me.streak.$get());

export const streakQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'streak'], queryFn: getStreak });

export const useStreak = () => useQuery(streakQueryOptions());
