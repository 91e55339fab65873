// pnpm --filter shared-contract generate:api (or --filter portal-server api-types:write):
// writes shared-contract's API types from the current route schemas.
import fs from 'node:fs';
import path from 'node:path';
import { API_TYPES_FILE, renderApiTypes } from './api-types';

const text = await renderApiTypes();
fs.mkdirSync(path.dirname(API_TYPES_FILE), { recursive: true });
const before = fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, 'utf8') : null;
fs.writeFileSync(API_TYPES_FILE, text);
console.info(`${path.relative(process.cwd(), API_TYPES_FILE)}: ${before === text ? 'unchanged' : 'written'} (${text.split('\n').length} lines)`);
