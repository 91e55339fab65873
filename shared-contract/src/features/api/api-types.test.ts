import { describe, expectTypeOf, it } from 'vitest';
import type { ApiData, ApiSchema, DocumentedMethod, DocumentedPath } from './api-types';

describe('API types from the OpenAPI document', () => {
  it('gives the data of a declared answer', () => {
    expectTypeOf<ApiData<'/v3/student/dashboard', 'get'>>().toHaveProperty('new_msg_num').toEqualTypeOf<number>();
    expectTypeOf<ApiData<'/v3/student/dashboard', 'get'>['cur_card']>().toEqualTypeOf<ApiSchema<'CardState'> | null>();
    expectTypeOf<ApiData<'/v3/student/login', 'post'>>().toHaveProperty('token').toEqualTypeOf<string>();
  });

  it('names only the paths and methods whose answer is declared', () => {
    expectTypeOf<'/v3/student/dashboard'>().toMatchTypeOf<DocumentedPath>();
    expectTypeOf<DocumentedMethod<'/v3/student/dashboard'>>().toEqualTypeOf<'get'>();
    // The SPA fallback and the speech proxy declare no answer.
    expectTypeOf<'/{*}'>().not.toMatchTypeOf<DocumentedPath>();
    expectTypeOf<'/speech/{*}'>().not.toMatchTypeOf<DocumentedPath>();
  });
});
