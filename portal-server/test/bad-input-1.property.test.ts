// Share 1 of the bad-input property test over every route (bad-input-property.ts).
import { badInputProperty } from './bad-input-property';

badInputProperty(1);
