import { useParams } from 'react-router';
import { positiveParam } from '../../ui/use-filter-params';

/** The signal of a `:id` route; 0 when the path holds no valid id (the page then says not found). */
export function useSignalId(): number {
  const { id } = useParams();
  return positiveParam(id ?? null, 0);
}
