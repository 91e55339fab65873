// Types of the portal API's answers, read from the generated OpenAPI types
// (api-schema.generated.ts, from portal-server's route schemas). A front end names a call by its
// path and method and gets the `data` of the spec's wrapper ({ code, errcode, errmsg, data }):
//
//   type Dashboard = ApiData<'/v3/student/dashboard', 'get'>;
//
// Only calls whose route declares a response schema can be named; others do not compile.
import type { components, paths } from './api-schema.generated';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** True for an operation whose 200 answer is a JSON wrapper with `data`. */
type HasData<Operation> = Operation extends { responses: { 200: { content: { 'application/json': { data: unknown } } } } } ? true : false;

/** The methods of a path whose answer the server declares. */
export type DocumentedMethod<Path extends keyof paths> = {
  [Method in HttpMethod & keyof paths[Path]]: HasData<paths[Path][Method]> extends true ? Method : never;
}[HttpMethod & keyof paths[Path]];

/** Every path with at least one declared answer. */
export type DocumentedPath = { [Path in keyof paths]: [DocumentedMethod<Path>] extends [never] ? never : Path }[keyof paths];

/** The `data` of a call's successful answer, as the route's response schema declares it. */
export type ApiData<Path extends DocumentedPath, Method extends DocumentedMethod<Path>> = paths[Path][Method] extends {
  responses: { 200: { content: { 'application/json': { data: infer Data } } } };
}
  ? Data
  : never;

/** One of the document's named schemas (components.schemas: Mission, CardState...). */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
