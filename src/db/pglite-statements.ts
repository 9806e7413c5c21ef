import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite with its reads kept as named prepared statements.
 *
 * PGlite's `query()` sends every statement unnamed: Postgres parses, analyses and plans it again on each call,
 * and Drizzle's `.prepare()` cannot change that (it prepares on its side only). Planning was 58% of the
 * catalogue selection's time in PGlite (issue 14,
 * docs/decisions/027-pglite-reads-as-named-prepared-statements.md). Here a `select` is parsed once under a
 * name and then only bound and executed: Postgres keeps its plan (a generic plan once it is no costlier than the
 * custom ones, its `plan_cache_mode = auto`), and one protocol round trip replaces PGlite's five.
 *
 * Only reads (`select`, and a `with … select` that writes nothing) take this path: PGlite syncs its file system
 * after a write outside a transaction, and writes, transactions and everything else stay on PGlite's own `query()`.
 * PostgreSQL does not need it: postgres-js already names its statements.
 */
export function withNamedReads(client: PGlite, { maxStatements = 256 } = {}): PGlite {
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so the oldest is the first to go.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await client.execProtocol(
        concat([protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()]),
        { syncToFs: false },
      );
    }
    counter += 1;
    const name = `quest_read_${counter}`;
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  async function namedQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
    await client._checkReady();
    // The same two locks as PGlite's query(): not inside another caller's open transaction, one query at a time.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = await prepare(text);
        const values = params.map((value, index) => serialize(client, options, statement, value, index));
        try {
          const { messages } = await client.execProtocol(
            concat([
              protocol.serialize.bind({ statement: statement.name, values }),
              protocol.serialize.describe({ type: 'P' }),
              protocol.serialize.execute({}),
              protocol.serialize.sync(),
            ]),
            { syncToFs: false },
          );
          return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
        } catch (error) {
          // A statement that failed may no longer match the schema: parse it again next time.
          statements.delete(text);
          await client
            .execProtocol(
              concat([
                protocol.serialize.close({ type: 'S', name: statement.name }),
                protocol.serialize.sync(),
              ]),
              { syncToFs: false },
            )
            .catch(() => {});
          throw error;
        }
      }),
    );
  }

  // PGlite keeps its state in private fields, so every other member is read from, and bound to, the instance.
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          isRead(text) && !options?.blob
            ? namedQuery(text, params, options)
            : target.query(text, params, options);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

interface Statement {
  name: string;
  /** The parameter types Postgres inferred, to serialize the values as PGlite's query() does. */
  parameterTypes: number[];
}

const SELECT = /^\s*select\b/i;
/**
 * A `with … select` is a read too (the catalogue listing's facet counts: planning was 2.4 of its 4.9 ms at the demo
 * seed), unless one of its parts writes (a data-modifying CTE).
 */
const WITH = /^\s*with\b/i;
const WRITE = /\b(insert|update|delete|merge)\b/i;
/**
 * A `like` against a parameter is planned well only with its value in view: a generic plan cannot tell `'%fl%'`
 * (which a trigram index cannot serve) from `'%etica%'` (which it can), and search "fl" at the seed × 100 went
 * from 12 to 40 ms with one. Those reads keep PGlite's path, planned with their values each time.
 */
const PATTERN_PARAMETER = /\blike\s+\$\d/i;
const isRead = (text: string) =>
  (SELECT.test(text) || (WITH.test(text) && !WRITE.test(text))) && !PATTERN_PARAMETER.test(text);

function serialize(
  client: PGlite,
  options: QueryOptions | undefined,
  statement: Statement,
  value: unknown,
  index: number,
): string | null {
  if (value === null || value === undefined) return null;
  const type = statement.parameterTypes[index] as number;
  const serializer = options?.serializers?.[type] ?? client.serializers[type];
  return serializer ? serializer(value) : String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
