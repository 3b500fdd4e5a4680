import { describe, expect, it } from 'vitest';
import { csvText, exportText } from './export-format';

async function* objects(count: number): AsyncGenerator {
  for (let index = 1; index <= count; index += 1) {
    await Promise.resolve();
    yield { id: index, title: `Begriff ${index}` };
  }
}

const text = async (pieces: AsyncIterable<string>): Promise<{ readonly text: string; readonly pieces: number }> => {
  let all = '';
  let count = 0;
  for await (const piece of pieces) {
    all += piece;
    count += 1;
  }
  return { text: all, pieces: count };
};

describe('exportText', () => {
  it('writes a JSON array, one object per line, and [] for none', async () => {
    expect((await text(exportText(objects(2), 'json'))).text).toBe('[\n{"id":1,"title":"Begriff 1"},\n{"id":2,"title":"Begriff 2"}\n]\n');
    expect((await text(exportText(objects(0), 'json'))).text).toBe('[]\n');
  });

  it('writes NDJSON, and nothing for none', async () => {
    expect((await text(exportText(objects(2), 'ndjson'))).text).toBe('{"id":1,"title":"Begriff 1"}\n{"id":2,"title":"Begriff 2"}\n');
    expect((await text(exportText(objects(0), 'ndjson'))).text).toBe('');
  });

  it('writes CSV with the fields of the first object as columns, nested values as JSON, and nothing for none', async () => {
    async function* mixed(): AsyncGenerator {
      await Promise.resolve();
      yield { slug: 'a', tags: ['x', 'y'], draft: false, topic: null };
      yield { slug: 'b, c', tags: [], draft: true, count: 3 };
    }
    expect((await text(exportText(mixed(), 'csv'))).text).toBe('slug,tags,draft,topic\r\na,"[""x"",""y""]",false,\r\n"b, c",[],true,\r\n');
    expect((await text(exportText(objects(0), 'csv'))).text).toBe('');
  });

  it('joins small objects into pieces of about 64 kB instead of one write each', async () => {
    const { text: all, pieces } = await text(exportText(objects(5_000), 'ndjson'));
    expect(all.split('\n')).toHaveLength(5_001);
    expect(pieces).toBe(Math.ceil(all.length / (64 * 1024)));
  });
});

describe('csvText', () => {
  interface Person {
    readonly name: string;
    readonly city: string;
    readonly fee: string;
  }
  const columns = [
    { header: 'Name', cell: (person: Person) => person.name },
    { header: 'Ort', cell: (person: Person) => person.city },
    { header: 'Betrag', cell: (person: Person) => person.fee },
  ];
  async function* people(): AsyncGenerator<Person> {
    await Promise.resolve();
    yield { name: 'Jörg "Jo" Müller', city: 'Köln, Bonn', fee: '-12,50' };
    yield { name: '=HYPERLINK("x")', city: 'Zeile 1\nZeile 2', fee: '+49 30 1234' };
  }

  it('writes RFC 4180: a comma between fields, CRLF after each record, quotes only where needed and doubled inside', async () => {
    expect((await text(csvText(people(), columns))).text).toBe(
      'Name,Ort,Betrag\r\n"Jörg ""Jo"" Müller","Köln, Bonn","-12,50"\r\n"=HYPERLINK(""x"")","Zeile 1\nZeile 2",+49 30 1234\r\n',
    );
  });

  it('writes for German Excel: a byte order mark, semicolons, and formulas kept as text (numbers stay numbers)', async () => {
    expect((await text(csvText(people(), columns, { excel: true }))).text).toBe(
      '\uFEFFName;Ort;Betrag\r\n"Jörg ""Jo"" Müller";Köln, Bonn;-12,50\r\n"\'=HYPERLINK(""x"")";"Zeile 1\nZeile 2";\'+49 30 1234\r\n',
    );
  });

  it('writes the header alone for no rows', async () => {
    expect((await text(csvText(objects(0) as AsyncIterable<Person>, columns))).text).toBe('Name,Ort,Betrag\r\n');
  });
});
