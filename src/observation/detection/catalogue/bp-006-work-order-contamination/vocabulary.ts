/** BP-006 work order contamination: the wording its families share. */
import { r } from '../phrases';

export const PRIOR = r`(?:previous|prior|earlier|other|last|another|different|old)`;
