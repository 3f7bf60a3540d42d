import {
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  RawNode,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';
import type { Db } from './database.ts';

/** The writes that may change what something read from these tables shows. */
export interface WatchedTables {
  tables: string[];
  /** Per table, columns that an update may set without changing anything shown. */
  unshownColumns?: Record<string, string[]>;
}

/** A count of the watched writes: a value read under one version is still right while it holds. */
export interface WriteWatch {
  readonly version: number;
}

class Watch implements WriteWatch {
  version = 0;
  readonly #tables: Set<string>;
  readonly #unshown: Map<string, Set<string>>;

  constructor({ tables, unshownColumns = {} }: WatchedTables) {
    this.#tables = new Set(tables);
    this.#unshown = new Map(
      Object.entries(unshownColumns).map(([table, columns]) => [table, new Set(columns)]),
    );
  }

  changedBy(node: RootOperationNode): boolean {
    if (InsertQueryNode.is(node)) return this.#tables.has(tableName(node.into));
    if (DeleteQueryNode.is(node)) return node.from.froms.some((from) => this.#tables.has(tableName(from)));
    if (UpdateQueryNode.is(node)) {
      const table = tableName(node.table);
      if (!this.#tables.has(table)) return false;
      const unshown = this.#unshown.get(table);
      if (!unshown) return true;
      return (node.updates ?? []).some(
        ({ column }) => !ColumnNode.is(column) || !unshown.has(column.column.name),
      );
    }
    // A raw statement other than a query may write anything.
    if (RawNode.is(node)) return !/^\s*select\b/i.test(node.sqlFragments[0] ?? '');
    return false;
  }
}

const tableName = (node: OperationNode | undefined) =>
  node && TableNode.is(node) ? node.table.identifier.name : '';

/**
 * Counts the writes this process makes to the tables a feature watches, so that an answer kept in
 * memory can tell whether it may still be given. Writes by other processes go uncounted: whatever
 * keeps answers also bounds how long it keeps them.
 */
export class WriteCounter implements KyselyPlugin {
  readonly #watches: Watch[] = [];

  watch(tables: WatchedTables): WriteWatch {
    const watch = new Watch(tables);
    this.#watches.push(watch);
    return watch;
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    for (const watch of this.#watches) if (watch.changedBy(node)) watch.version += 1;
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const counters = new WeakMap<Db, WriteCounter>();

/** Attaches a write counter to a database as it is opened. */
export function countWrites(db: Db, counter: WriteCounter): Db {
  counters.set(db, counter);
  return db;
}

/** The write counter of a database opened by openDatabase; none for any other. */
export const writeCounterOf = (db: Db): WriteCounter | undefined => counters.get(db);
