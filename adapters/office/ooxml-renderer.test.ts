import fc from 'fast-check';
import { strFromU8, unzipSync } from 'fflate';
import { XMLValidator } from 'fast-xml-parser';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heading, list, paragraph, quote } from '../../application/content/content-blocks';
import { blockArb } from '../../application/content/content.arbitraries';
import { OFFICE_CONTENT_TYPE, type OfficeDocument, type OfficeFormat } from '../../application/documents/office-document';
import { columnName, sheetName } from './xlsx';
import { OoxmlRenderer } from './ooxml-renderer';

const renderer = new OoxmlRenderer();

/** True, or the parser's complaint. fast-xml-validator, which replaces it, is not installed. */
// eslint-disable-next-line @typescript-eslint/no-deprecated
const wellFormed = (xml: string): unknown => XMLValidator.validate(xml);

const FRISTEN: OfficeDocument = {
  title: 'Fristenrechner Betriebsratswahl',
  subtitle: 'Download für Betriebsräte',
  lead: 'Tabelle mit allen Fristen der Wahl.',
  body: [paragraph('Die Tabelle zählt vom Wahltag zurück.'), heading('Hinweise'), list(['Fristende am Sonntag: nächster Werktag.']), quote('Erläuterung: § 16 BetrVG')],
  table: { name: 'Fristen', columns: ['Schritt', 'Tage zum Wahltag', 'Rechtsgrundlage'], rows: [['Wahlausschreiben erlassen', -42, '§ 3 Abs. 1 WO'], ['Stimmabgabe', 0, '§ 12 WO']] },
};

const MAIN_PART: Readonly<Record<OfficeFormat, string>> = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' };

interface Unpacked {
  readonly names: readonly string[];
  readonly text: (name: string) => string;
}

const unpack = async (format: OfficeFormat, document: OfficeDocument): Promise<Unpacked> => {
  const files = unzipSync(await renderer.render(format, document));
  return {
    names: Object.keys(files),
    text: (name) => {
      const file = files[name];
      if (file === undefined) throw new Error(`${name} fehlt im Paket`);
      return strFromU8(file);
    },
  };
};

/** The content type the package declares for a part (its Override, or the Default of its extension). */
const declaredType = (types: string, part: string): string | undefined =>
  new RegExp(`<Override PartName="/${part.replace(/[.[\]]/g, '\\$&')}" ContentType="([^"]+)"/>`).exec(types)?.[1] ??
  new RegExp(`<Default Extension="${part.slice(part.lastIndexOf('.') + 1)}" ContentType="([^"]+)"/>`).exec(types)?.[1];

/** Every target of every _rels part, resolved against the folder of the part that owns it. */
const relationshipTargets = (pkg: Unpacked): readonly string[] =>
  pkg.names
    .filter((name) => name.endsWith('.rels'))
    .flatMap((rels) => {
      const owner = posix.dirname(posix.dirname(rels));
      return [...pkg.text(rels).matchAll(/Target="([^"]+)"/g)].map((match) => posix.normalize(posix.join(owner === '.' ? '' : owner, match[1] ?? '')));
    });

const expectSoundPackage = (pkg: Unpacked, format: OfficeFormat) => {
  expect(pkg.names[0]).toBe('[Content_Types].xml');
  const types = pkg.text('[Content_Types].xml');
  expect(declaredType(types, MAIN_PART[format])).toBe(`${OFFICE_CONTENT_TYPE[format].replace(/\.(document|sheet|presentation)$/, '.$1')}.main+xml`);
  for (const name of pkg.names) {
    expect(wellFormed(pkg.text(name)), name).toBe(true);
    if (name !== '[Content_Types].xml') expect(declaredType(types, name), name).toBeDefined();
  }
  for (const target of relationshipTargets(pkg)) expect(pkg.names, target).toContain(target);
};

describe('OoxmlRenderer', () => {
  it.each(['docx', 'xlsx', 'pptx'] as const)('a %s is a sound package: content types first, every part well-formed and typed, every relationship found', async (format) => {
    expectSoundPackage(await unpack(format, FRISTEN), format);
  });

  it('the Word document has the title, the lead, the headings as Heading1, the list as a real list and the table', async () => {
    const xml = (await unpack('docx', FRISTEN)).text('word/document.xml');
    expect(xml).toContain('<w:pStyle w:val="Title"/></w:pPr><w:r><w:t xml:space="preserve">Fristenrechner Betriebsratswahl</w:t>');
    expect(xml).toContain('Tabelle mit allen Fristen der Wahl.');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">Hinweise</w:t>');
    expect(xml).toMatch(/<w:numId w:val="1"\/><\/w:numPr><\/w:pPr><w:r><w:t xml:space="preserve">Fristende am Sonntag/);
    expect(xml).toContain('<w:tbl>');
    expect(xml).toContain('>-42</w:t>');
  });

  it('the workbook keeps numbers as number cells and text as text, on a sheet named after the table', async () => {
    const pkg = await unpack('xlsx', FRISTEN);
    expect(pkg.text('xl/workbook.xml')).toContain('<sheet name="Fristen" sheetId="1" r:id="rId1"/><sheet name="Erläuterungen" sheetId="2" r:id="rId2"/>');
    const sheet = pkg.text('xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<c r="B5"><v>-42</v></c>');
    expect(sheet).toContain('<c r="B6"><v>0</v></c>');
    expect(sheet).toContain('<c r="A5" t="inlineStr"><is><t xml:space="preserve">Wahlausschreiben erlassen</t></is></c>');
    expect(sheet).toContain('<c r="B4" s="1" t="inlineStr"><is><t xml:space="preserve">Tage zum Wahltag</t></is></c>');
    expect(pkg.text('xl/worksheets/sheet2.xml')).toContain('• Fristende am Sonntag: nächster Werktag.');
  });

  it('without a table the workbook has one sheet with the text', async () => {
    const pkg = await unpack('xlsx', { ...FRISTEN, table: undefined });
    expect(pkg.names).not.toContain('xl/worksheets/sheet2.xml');
    expect(pkg.text('xl/worksheets/sheet1.xml')).toContain('Die Tabelle zählt vom Wahltag zurück.');
  });

  it('the slides: a title slide with the lead, one per heading, one for the table', async () => {
    const pkg = await unpack('pptx', FRISTEN);
    const slides = pkg.names.filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(3);
    expect(pkg.text('ppt/slides/slide1.xml')).toMatch(/Fristenrechner Betriebsratswahl.*Tabelle mit allen Fristen der Wahl\..*Die Tabelle zählt vom Wahltag zurück\./);
    expect(pkg.text('ppt/slides/slide2.xml')).toMatch(/Hinweise.*<a:buChar char="•"\/><\/a:pPr><a:r><a:rPr lang="de-DE" sz="2000" dirty="0"\/><a:t>Fristende am Sonntag/);
    expect(pkg.text('ppt/slides/slide3.xml')).toContain('Tage zum Wahltag: -42');
    expect(pkg.text('ppt/presentation.xml')).toContain('<p:sldId id="258" r:id="rId4"/>');
  });

  it('every slide has its title in the title placeholder and its text in the layout\'s content placeholder', async () => {
    const pkg = await unpack('pptx', FRISTEN);
    const titleOf = (slide: string) => /<p:ph type="title"\/><\/p:nvPr>.*?<a:t>([^<]*)<\/a:t>/.exec(pkg.text(slide))?.[1];
    expect(['ppt/slides/slide1.xml', 'ppt/slides/slide2.xml', 'ppt/slides/slide3.xml'].map(titleOf)).toEqual(['Fristenrechner Betriebsratswahl', 'Hinweise', 'Fristen']);
    expect(pkg.text('ppt/slides/slide2.xml')).toMatch(/<p:ph idx="1"\/><\/p:nvPr>.*Fristende am Sonntag/);
    expect(pkg.text('ppt/slideLayouts/slideLayout1.xml')).toMatch(/type="obj".*<p:ph type="title"\/>.*<p:ph idx="1"\/>/);
    expect(pkg.text('ppt/slideMasters/slideMaster1.xml')).toMatch(/<p:ph type="title"\/>.*<p:ph type="body" idx="1"\/>/);
  });

  it('the same document gives the same bytes (so caches and ETags can compare them)', async () => {
    expect(await renderer.render('docx', FRISTEN)).toEqual(await renderer.render('docx', FRISTEN));
  });

  it('any text, markup characters and control characters included, gives well-formed parts in every format', async () => {
    const textArb = fc.string({ unit: 'binary', maxLength: 30 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ title: textArb, lead: textArb, body: fc.array(blockArb, { maxLength: 5 }), format: fc.constantFrom('docx', 'xlsx', 'pptx' as const) }),
        async ({ title, lead, body, format }) => {
          const pkg = await unpack(format, { title: `<&>"${title}`, subtitle: 'x', lead, body });
          for (const name of pkg.names) expect(wellFormed(pkg.text(name)), name).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('spreadsheet names', () => {
  it('columns count on after Z as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('a sheet name loses the characters Excel forbids and is cut to 31 characters', () => {
    expect(sheetName('Kosten [2026]: Teil 1/2', 'Tabelle')).toBe('Kosten  2026   Teil 1 2');
    expect(sheetName('x'.repeat(40), 'Tabelle')).toHaveLength(31);
    expect(sheetName(' / ', 'Tabelle')).toBe('Tabelle');
  });
});
