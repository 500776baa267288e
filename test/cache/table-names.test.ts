// Compile-time checks (`npm run typecheck` reads this file): a cache names its tables by
// VersionedTable, so a misspelt table, which would have no version and never invalidate,
// does not compile. Each @ts-expect-error line fails the type check once the name is accepted.
import { describe, expectTypeOf, it } from 'vitest';
import { cachedRead } from '../../src/cache/cached-read.js';
import { versionKey, type TableVersions, type VersionSnapshot } from '../../src/cache/table-versions.js';
import type { TableVersion, VersionedTable } from '../../src/store/repositories/table-versions.js';

describe('cache keys typed by table', () => {
  it('take only versioned table names', () => {
    expectTypeOf(cachedRead).parameter(1).toEqualTypeOf<readonly VersionedTable[]>();
    expectTypeOf(versionKey).parameter(1).toEqualTypeOf<readonly VersionedTable[]>();
    expectTypeOf<VersionSnapshot>().toEqualTypeOf<ReadonlyMap<VersionedTable, TableVersion>>();
    expectTypeOf<'courses' | 'smart_goals' | 'api_tokens'>().toExtend<VersionedTable>();
    expectTypeOf<'idempotency_keys'>().not.toExtend<VersionedTable>(); // no version row: not cacheable

    // Never called: only the compiler reads these lines.
    const misspelt = (versions: TableVersions, snapshot: VersionSnapshot) => {
      // @ts-expect-error 'course' is not a versioned table
      cachedRead(versions, ['course'], async () => 0);
      // @ts-expect-error 'smart_goal' is not a versioned table
      versionKey(snapshot, ['smart_goal']);
      // @ts-expect-error a snapshot has no 'smartgoals'
      snapshot.get('smartgoals');
      // @ts-expect-error a plain string is not a table name
      versionKey(snapshot, ['users'] as string[]);
    };
    expectTypeOf(misspelt).toBeFunction();
  });
});
