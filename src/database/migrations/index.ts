import { InitialSchema1795000000000 } from './1795000000000-initial-schema';

/** Every migration, in order. A new migration file is also listed here. */
export const MIGRATIONS = [InitialSchema1795000000000];
