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

/** What the archive and the player show: a write to any of these may change a list or a bundle. */
const READ_TABLES = new Set(['stories', 'scenes', 'users']);
/** A story's likes are counted on its row but shown by neither the list nor the bundle. */
const UNSHOWN_STORY_COLUMNS = new Set(['like_count']);

/**
 * Counts the writes this process makes to the tables behind the archive and the player, so that
 * an answer kept in memory can tell whether it may still be given. Writes by other processes go
 * uncounted: whatever keeps answers also bounds how long it keeps them.
 */
export class WriteCounter implements KyselyPlugin {
  #version = 0;

  /** Changes whenever this process writes anything a list or a bundle shows. */
  get version(): number {
    return this.#version;
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (changesReads(node)) this.#version += 1;
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const tableName = (node: OperationNode | undefined) =>
  node && TableNode.is(node) ? node.table.identifier.name : '';

function changesReads(node: RootOperationNode): boolean {
  if (InsertQueryNode.is(node)) return READ_TABLES.has(tableName(node.into));
  if (DeleteQueryNode.is(node)) return node.from.froms.some((from) => READ_TABLES.has(tableName(from)));
  if (UpdateQueryNode.is(node)) {
    const table = tableName(node.table);
    if (table !== 'stories') return READ_TABLES.has(table);
    return (node.updates ?? []).some(
      ({ column }) => !ColumnNode.is(column) || !UNSHOWN_STORY_COLUMNS.has(column.column.name),
    );
  }
  // A raw statement other than a query may write anything.
  if (RawNode.is(node)) return !/^\s*select\b/i.test(node.sqlFragments[0] ?? '');
  return false;
}

const counters = new WeakMap<Db, WriteCounter>();

/** Attaches a write counter to a database as it is opened. */
export function countWrites(db: Db, counter: WriteCounter): Db {
  counters.set(db, counter);
  return db;
}

/** The write counter of a database opened by openDatabase; none for any other. */
export const writeCounterOf = (db: Db): WriteCounter | undefined => counters.get(db);
