import type { DatabaseHandle } from '../src/platform/db/client';

export interface CrashingDatabase {
  /** The handle to build the instance that will crash on. */
  handle: DatabaseHandle;
  /** True once the instance has crashed. */
  crashed(): boolean;
}

/**
 * The test database as an instance that dies right after its next committed transaction: from that
 * moment nothing it starts reaches the database, as if the process had been killed between its commit
 * and whatever it meant to do next. The database itself, and other instances on it, carry on.
 */
export function crashAfterNextCommit(database: DatabaseHandle): CrashingDatabase {
  let crashed = false;
  const gone = () => new Error('this instance crashed');
  const db = new Proxy(database.db, {
    get(target, property) {
      if (crashed) throw gone();
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'transaction') {
        const transaction = target.transaction.bind(target);
        return (async (...args: Parameters<typeof transaction>) => {
          const result = await transaction(...args);
          crashed = true;
          return result;
        }) as typeof transaction;
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    handle: { ...database, db },
    crashed: () => crashed,
  };
}
