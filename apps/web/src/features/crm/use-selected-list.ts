import { useSearchParams } from 'react-router';

/** The list shown below the table lives in the URL (?list=ID), so a reload or a link keeps it. */
export function useSelectedList() {
  const [params, setParams] = useSearchParams();
  const selectedId = Number(params.get('list')) || null;
  const select = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('list');
        else next.set('list', String(id));
        return next;
      },
      { replace: true },
    );
  return [selectedId, select] as const;
}
