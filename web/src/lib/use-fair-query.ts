import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Fair } from '@passerelle/contract';
import { useCurrentFair } from './current-fair.tsx';

/**
 * A query of the current fair: built from the fair once one is chosen, idle until then (the
 * screen shows `FairRequired` meanwhile). `enabled` adds its own condition.
 */
export function useFairQuery<TData, TError = Error, TKey extends QueryKey = QueryKey>(
  optionsOf: (fair: Fair) => UseQueryOptions<TData, TError, TData, TKey>,
  enabled = true,
) {
  const { fair } = useCurrentFair();
  const placeholder = { id: 0 } as Fair;
  return useQuery({ ...optionsOf(fair ?? placeholder), enabled: fair !== null && enabled });
}
