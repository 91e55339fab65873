import type { ApiBody, ApiResponse, MultipartInput, Session, TestPortal } from '../harness';

export type CaseContext = {
  portal: TestPortal;
  /** The session the case runs as (its `as` account, biz01 by default). */
  session: Session;
};

/** A request's parameters besides the token and student_id, which the matrix adds itself. */
export type CaseInput = {
  query?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
  multipart?: MultipartInput;
};

/**
 * How the per-route matrix (test/routes-matrix.test.ts) calls one route. Every /v3 and /ops
 * route needs one; the matrix fails for a route without a case. Put your feature's cases in
 * test/route-cases/<feature>.ts as `export const cases: RouteCases = { 'GET /v3/...': {...} }`.
 */
export type RouteCase = {
  /** Demo account the case runs as (default biz01; ops routes default to ops01). */
  as?: string;
  /** Log in afresh before the success call (the route ends or changes the session). */
  freshSession?: boolean;
  /** The parameters of a successful call (may look rows up in ctx.portal.db). */
  input?: (ctx: CaseContext) => CaseInput | Promise<CaseInput>;
  /** For a route whose body is not the wrapper (the OpenAPI document): checks on the raw response instead. */
  raw?: (response: ApiResponse, ctx: CaseContext) => void | Promise<void>;
  /** Checks on the successful call's data. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response data is checked by each case
  check?: (data: any, ctx: CaseContext) => void | Promise<void>;
  /**
   * Bad parameters that must give 400 with an errmsg, besides the matrix's own (an unknown
   * query parameter, a malformed student_id).
   */
  bad?: (ctx: CaseContext) => Record<string, CaseInput> | Promise<Record<string, CaseInput>>;
  /** Someone else's record named in the parameters: must give 403 or 404 and leak nothing. */
  othersRecord?: (ctx: CaseContext) => CaseInput | Promise<CaseInput>;
};

export type RouteCases = Record<string, RouteCase>;

export type { ApiBody };
