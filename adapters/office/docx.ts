import type { ContentBlock } from '../../application/content/content-blocks';
import type { DownloadTable } from '../../application/content/content-details.codecs';
import type { OfficeDocument } from '../../application/documents/office-document';
import { cellText, isNumberColumn } from '../../application/content/download-table';
import { corePropertiesPart, REL_TYPE, relationshipsXml, rootRelationshipsPart, XML_HEAD, xmlText, zipPackage } from './ooxml-package';

/** A Word document (WordprocessingML): title, lead, the body's blocks with real headings and lists, the table. */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A run of text; line breaks inside a block stay line breaks. */
const run = (text: string, bold = false): string =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}${text
    .split('\n')
    .map((line) => `<w:t xml:space="preserve">${xmlText(line)}</w:t>`)
    .join('<w:br/>')}</w:r>`;

const para = (text: string, style?: string, bold = false): string =>
  `<w:p>${style === undefined ? '' : `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>`}${run(text, bold)}</w:p>`;

/** numId 1 is the bullet list of numbering.xml. */
const listItem = (text: string): string => `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(text)}</w:p>`;

const block = (item: ContentBlock): string => {
  switch (item.type) {
    case 'heading':
      return para(item.text, 'Heading1');
    case 'paragraph':
      return para(item.text);
    case 'quote':
      return para(item.text, 'Quote');
    case 'list':
      return item.items.map(listItem).join('');
  }
};

/** Twentieths of a point: the text width of an A4 page with 2.5 cm margins. */
const TEXT_WIDTH = 9072;

const table = (data: DownloadTable): string => {
  const width = Math.floor(TEXT_WIDTH / Math.max(1, data.columns.length));
  const numeric = data.columns.map((_, index) => isNumberColumn(data, index));
  const cell = (content: string, index: number, bold: boolean) =>
    `<w:tc><w:tcPr><w:tcW w:w="${String(width)}" w:type="dxa"/></w:tcPr><w:p>${numeric[index] === true ? '<w:pPr><w:jc w:val="right"/></w:pPr>' : ''}${run(content, bold)}</w:p></w:tc>`;
  const header = `<w:tr><w:trPr><w:tblHeader/></w:trPr>${data.columns.map((column, index) => cell(column, index, true)).join('')}</w:tr>`;
  const rows = data.rows.map((row) => `<w:tr>${data.columns.map((_, index) => cell(cellText(row[index]), index, false)).join('')}</w:tr>`);
  return `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="${String(TEXT_WIDTH)}" w:type="dxa"/><w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr><w:tblGrid>${data.columns
    .map(() => `<w:gridCol w:w="${String(width)}"/>`)
    .join('')}</w:tblGrid>${header}${rows.join('')}</w:tbl><w:p/>`;
};

const documentXml = (doc: OfficeDocument): string =>
  `${XML_HEAD}<w:document xmlns:w="${W}"><w:body>${para(doc.title, 'Title')}${para(doc.subtitle, 'Subtitle')}${para(doc.lead, undefined, true)}${doc.body.map(block).join('')}${
    doc.table === undefined ? '' : table(doc.table)
  }<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1417" w:bottom="1134" w:left="1417" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const paragraphStyle = (id: string, name: string, pPr: string, rPr: string): string =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>${pPr === '' ? '' : `<w:pPr>${pPr}</w:pPr>`}<w:rPr>${rPr}</w:rPr></w:style>`;

/** Word's built-in style names, so the headings show in the navigation pane and a screen reader's list of headings. */
const STYLES_XML = `${XML_HEAD}<w:styles xmlns:w="${W}"><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="de-DE"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="276" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${[
  paragraphStyle('Title', 'Title', '<w:spacing w:after="80"/>', '<w:b/><w:sz w:val="48"/>'),
  paragraphStyle('Subtitle', 'Subtitle', '', '<w:color w:val="595959"/><w:sz w:val="26"/>'),
  paragraphStyle('Heading1', 'heading 1', '<w:keepNext/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/>', '<w:b/><w:sz w:val="30"/>'),
  paragraphStyle('ListParagraph', 'List Paragraph', '<w:spacing w:after="60"/><w:contextualSpacing/>', ''),
  paragraphStyle('Quote', 'Quote', '<w:ind w:left="567" w:right="567"/>', '<w:i/><w:color w:val="404040"/>'),
].join(
  '',
)}<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders>${['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="auto"/>`)
  .join('')}</w:tblBorders><w:tblCellMar><w:left w:w="108" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style></w:styles>`;

const NUMBERING_XML = `${XML_HEAD}<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="singleLevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

const TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

export const docx = (doc: OfficeDocument): Uint8Array =>
  zipPackage([
    rootRelationshipsPart('word/document.xml'),
    corePropertiesPart(doc.title),
    { name: 'word/document.xml', contentType: `${TYPE}.document.main+xml`, xml: documentXml(doc) },
    { name: 'word/styles.xml', contentType: `${TYPE}.styles+xml`, xml: STYLES_XML },
    { name: 'word/numbering.xml', contentType: `${TYPE}.numbering+xml`, xml: NUMBERING_XML },
    {
      name: 'word/_rels/document.xml.rels',
      xml: relationshipsXml([
        { type: REL_TYPE.styles, target: 'styles.xml' },
        { type: REL_TYPE.numbering, target: 'numbering.xml' },
      ]),
    },
  ]);
