import { numberParam, useParams, useSearchParams } from 'shared-ui/router';

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The plan of a /…/:plan_id page, or undefined for a malformed address. */
export function usePlanIdParam(): number | undefined {
  const params = useParams();
  return positive(params.plan_id);
}

/** The plan of a ?plan_id= page (/word, /sentence). */
export function usePlanIdQuery(): number | undefined {
  const [params] = useSearchParams();
  return numberParam(params, 'plan_id');
}
