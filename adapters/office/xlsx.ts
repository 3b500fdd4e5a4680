import type { ContentBlock } from '../../application/content/content-blocks';
import type { DownloadTable } from '../../application/content/content-details.codecs';
import type { OfficeDocument } from '../../application/documents/office-document';
import { corePropertiesPart, NS, REL_TYPE, relationshipsXml, rootRelationshipsPart, XML_HEAD, xmlText, zipPackage } from './ooxml-package';

/**
 * An Excel workbook (SpreadsheetML): the download's table on its own sheet, numbers as number
 * cells (so they can be sorted and calculated with), and the text on a sheet of its own.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** Indexes into cellXfs of STYLES_XML. */
const STYLE = { normal: 0, bold: 1, title: 2, wrapped: 3 } as const;

type Cell = string | number | undefined;
interface Row {
  readonly cells: readonly Cell[];
  readonly style?: number;
}

/** 'A', 'B' … 'Z', 'AA' … */
export const columnName = (index: number): string => (index < 26 ? '' : columnName(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));

const cellXml = (cell: Cell, reference: string, style: number): string => {
  const s = style === STYLE.normal ? '' : ` s="${String(style)}"`;
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${reference}"${s}><v>${String(cell)}</v></c>` : '';
  if (cell === undefined || cell === '') return '';
  return `<c r="${reference}"${s} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
};

/** Character widths of the columns: as wide as their longest text, within reason. */
const columnWidths = (rows: readonly Row[], widest: number): readonly number[] => {
  const count = Math.max(0, ...rows.map((row) => row.cells.length));
  return Array.from({ length: count }, (_, index) => Math.min(widest, Math.max(10, ...rows.map((row) => String(row.cells[index] ?? '').length + 2))));
};

const sheetXml = (rows: readonly Row[], widest: number): string => {
  const widths = columnWidths(rows, widest);
  const cols = widths.length === 0 ? '' : `<cols>${widths.map((width, index) => `<col min="${String(index + 1)}" max="${String(index + 1)}" width="${String(width)}" customWidth="1"/>`).join('')}</cols>`;
  const data = rows
    .map((row, rowIndex) => {
      const r = String(rowIndex + 1);
      return `<row r="${r}">${row.cells.map((cell, index) => cellXml(cell, `${columnName(index)}${r}`, row.style ?? STYLE.normal)).join('')}</row>`;
    })
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${NS.relationships}">${cols}<sheetData>${data}</sheetData></worksheet>`;
};

const heading = (doc: OfficeDocument): readonly Row[] => [{ cells: [doc.title], style: STYLE.title }, { cells: [doc.lead] }, { cells: [] }];

const tableRows = (table: DownloadTable): readonly Row[] => [{ cells: table.columns, style: STYLE.bold }, ...table.rows.map((cells) => ({ cells }))];

const blockRows = (block: ContentBlock): readonly Row[] => {
  switch (block.type) {
    case 'heading':
      return [{ cells: [] }, { cells: [block.text], style: STYLE.bold }];
    case 'list':
      return block.items.map((item) => ({ cells: [`• ${item}`], style: STYLE.wrapped }));
    case 'paragraph':
    case 'quote':
      return [{ cells: [block.text], style: STYLE.wrapped }];
  }
};

/** Excel's rules for a sheet name: at most 31 characters, none of : \ / ? * [ ], not empty. */
export const sheetName = (name: string, fallback: string): string => name.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31).trim() || fallback;

interface Sheet {
  readonly name: string;
  readonly xml: string;
}

const sheetsOf = (doc: OfficeDocument): readonly Sheet[] => {
  const text = doc.body.flatMap(blockRows);
  if (doc.table === undefined) return [{ name: 'Inhalt', xml: sheetXml([...heading(doc), ...text], 100) }];
  const tableSheet = { name: sheetName(doc.table.name, 'Tabelle'), xml: sheetXml([...heading(doc).slice(0, 2), { cells: [] }, ...tableRows(doc.table)], 60) };
  const notesName = tableSheet.name === 'Erläuterungen' ? 'Hinweise' : 'Erläuterungen';
  return text.length === 0 ? [tableSheet] : [tableSheet, { name: notesName, xml: sheetXml([{ cells: [doc.title], style: STYLE.title }, ...text], 100) }];
};

/** Fonts: normal, bold, title; the two fills Excel requires; cell formats as in STYLE. */
const STYLES_XML = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="16"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Standard" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const xlsx = (doc: OfficeDocument): Uint8Array => {
  const sheets = sheetsOf(doc);
  const workbook = `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${NS.relationships}"><sheets>${sheets
    .map((sheet, index) => `<sheet name="${xmlText(sheet.name)}" sheetId="${String(index + 1)}" r:id="rId${String(index + 1)}"/>`)
    .join('')}</sheets></workbook>`;
  return zipPackage([
    rootRelationshipsPart('xl/workbook.xml'),
    corePropertiesPart(doc.title),
    { name: 'xl/workbook.xml', contentType: `${TYPE}.sheet.main+xml`, xml: workbook },
    ...sheets.map((sheet, index) => ({ name: `xl/worksheets/sheet${String(index + 1)}.xml`, contentType: `${TYPE}.worksheet+xml`, xml: sheet.xml })),
    { name: 'xl/styles.xml', contentType: `${TYPE}.styles+xml`, xml: STYLES_XML },
    {
      name: 'xl/_rels/workbook.xml.rels',
      // Sheets first: the workbook's r:id of sheet n is rIdn.
      xml: relationshipsXml([...sheets.map((_, index) => ({ type: REL_TYPE.worksheet, target: `worksheets/sheet${String(index + 1)}.xml` })), { type: REL_TYPE.styles, target: 'styles.xml' }]),
    },
  ]);
};
