import type { RouteObject } from 'react-router';
import { useState } from 'react';
function Dictionary() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>dictionary {n}</button>; }
export const routes: RouteObject[] = [{ path: '/dictionary/index', element: <Dictionary /> }];
