import { useSearchParams } from 'react-router';

/**
 * The page's query parameters, and an update that sets the values given (an empty one removes its key)
 * and keeps the others, replacing the history entry: for screen state kept in the URL.
 */
export function useUrlValues() {
  const [params, setParams] = useSearchParams();
  const update = (values: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [params, update] as const;
}
