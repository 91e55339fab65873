import { useSearchParams } from 'shared-ui/router';

/** The pattern a page is about (?id=short-a); null when the address has none or a malformed one. */
export function usePatternId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id && /^[a-z][a-z0-9-]{0,39}$/.test(id) ? id : null;
}
