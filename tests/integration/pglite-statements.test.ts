import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedReads } from '../../src/db/pglite-statements.ts';

// PGlite's reads as named prepared statements (src/db/pglite-statements.ts), on a real in-memory PGlite: the
// same answers as PGlite's own query(), one statement per text, a bounded number of them, errors that leave the
// session usable, writes on PGlite's own path, and the same locks as query() (a read waits for an open
// transaction instead of slipping into it).

let raw: PGlite;
let client: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
  client = withNamedReads(raw, { maxStatements: 3 });
  await raw.exec(`create table items (id serial primary key, name text not null, at timestamptz, tags text[]);
    insert into items (name, at, tags) values ('a', '2026-01-02T03:04:05Z', '{x,y}'), ('b', null, '{}');`);
});
afterAll(() => raw?.close());

const named = async () =>
  (
    await raw.query<{ name: string }>(
      "select name from pg_prepared_statements where name like 'quest_read_%' order by name",
    )
  ).rows.map((row) => row.name);

/** How many named statements hold exactly this text. */
const preparedAs = async (text: string) =>
  (
    await raw.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      [text],
    )
  ).rows[0]?.n;

describe('withNamedReads', () => {
  it('answers a read as PGlite does, parameters and parsers included, and prepares it once', async () => {
    const text =
      'select id, name, at, tags from items where id >= $1 and (at < $2 or at is null) order by id';
    const params = [1, new Date('2030-01-01T00:00:00Z')];
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const expected = await raw.query(text, params, options);
      const first = await client.query(text, params, options);
      const second = await client.query(text, params, options);
      expect(first.rows).toEqual(expected.rows);
      expect(second.rows).toEqual(expected.rows);
      expect(first.fields).toEqual(expected.fields);
    }
    expect(await named()).toHaveLength(1);
    const [row] = (await client.query<{ at: Date; tags: string[] }>(text, params)).rows;
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.tags).toEqual(['x', 'y']);
  });

  it('keeps at most maxStatements, dropping the least recently used', async () => {
    for (const id of [1, 2, 3, 4, 5]) {
      const { rows } = await client.query(`select ${id} as n`);
      expect(rows).toEqual([{ n: id }]);
    }
    expect(await named()).toHaveLength(3);
  });

  it('throws the database error of a failed read and stays usable', async () => {
    const failure = await client.query('select $1::int as n', ['not a number']).catch((error) => error);
    expect(failure).toMatchObject({ code: '22P02' });
    expect((await client.query('select $1::int as n', ['7'])).rows).toEqual([{ n: 7 }]);
    expect((await client.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('leaves a read that matches a pattern parameter to PGlite, planned with its value', async () => {
    const before = await named();
    expect((await client.query('select name from items where name like $1', ['%a%'])).rows).toEqual([
      { name: 'a' },
    ]);
    expect(await named()).toEqual(before);
  });

  it('prepares a `with … select` read, and leaves a `with` that writes to PGlite', async () => {
    const read = 'with named as (select name from items where id = $1) select name from named';
    const expected = await raw.query(read, [1]);
    expect((await client.query(read, [1])).rows).toEqual(expected.rows);
    expect((await client.query(read, [1])).rows).toEqual([{ name: 'a' }]);
    expect(await preparedAs(read)).toBe(1);

    const write =
      "with added as (insert into items (name) values ('w') returning name) select name from added";
    expect((await client.query(write)).rows).toEqual([{ name: 'w' }]);
    expect(await preparedAs(write)).toBe(0);
    await raw.query("delete from items where name = 'w'");
  });

  it('leaves writes to PGlite (not prepared) and reads them back', async () => {
    const before = await named();
    await client.query('insert into items (name) values ($1)', ['c']);
    expect(await named()).toEqual(before);
    expect((await client.query('select name from items where name = $1', ['c'])).rows).toEqual([
      { name: 'c' },
    ]);
  });

  it("waits for another caller's open transaction instead of reading inside it", async () => {
    let inserted = false;
    const transaction = raw.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('in-tx')");
      inserted = true;
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.query("delete from items where name = 'in-tx'");
    });
    await expect.poll(() => inserted).toBe(true);
    // Inside the transaction this read would see 'in-tx'; after it, the row is gone again.
    const { rows } = await client.query("select count(*)::int as n from items where name = 'in-tx'");
    expect(rows).toEqual([{ n: 0 }]);
    await transaction;
  });
});
