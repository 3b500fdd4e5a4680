import type { ContentBlock } from '../../application/content/content-blocks';
import { cellText } from '../../application/content/download-table';
import type { OfficeDocument } from '../../application/documents/office-document';
import { corePropertiesPart, NS, type Part, REL_TYPE, relationshipsXml, rootRelationshipsPart, XML_HEAD, xmlText, zipPackage } from './ooxml-package';
import { THEME_XML } from './pptx-theme';

/**
 * PowerPoint slides (PresentationML): a title slide with the lead, then a slide for each
 * heading of the body with the blocks below it (lists as bullets), and the table as a slide.
 * Each slide's title stands in the title placeholder and its text in the body placeholder of the
 * layout "Titel und Inhalt": screen readers and the outline view find a slide by its title, and
 * PowerPoint's accessibility check asks for one on every slide.
 */

const P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const NAMESPACES = `xmlns:a="${NS.drawing}" xmlns:r="${NS.relationships}" xmlns:p="${P}"`;

/** 16:9 in EMU (English Metric Units, 914400 to the inch). */
const WIDTH = 12_192_000;
const HEIGHT = 6_858_000;
const MARGIN = 609_600;

interface Line {
  readonly text: string;
  readonly bullet: boolean;
}

export interface Slide {
  readonly title: string;
  readonly lines: readonly Line[];
}

const linesOf = (block: ContentBlock): readonly Line[] => {
  switch (block.type) {
    case 'list':
      return block.items.map((text) => ({ text, bullet: true }));
    case 'heading':
    case 'paragraph':
    case 'quote':
      return [{ text: block.text, bullet: false }];
  }
};

/** Each heading opens a slide; what stands before the first heading goes onto the title slide. */
export const slidesOf = (doc: OfficeDocument): readonly Slide[] => {
  const slides: { title: string; lines: Line[] }[] = [{ title: doc.title, lines: [{ text: doc.lead, bullet: false }] }];
  for (const block of doc.body) {
    const current = slides[slides.length - 1];
    if (block.type === 'heading') slides.push({ title: block.text, lines: [] });
    else current?.lines.push(...linesOf(block));
  }
  const table = doc.table;
  if (table !== undefined)
    slides.push({ title: table.name, lines: table.rows.map((row) => ({ text: table.columns.map((column, index) => `${column}: ${cellText(row[index])}`).join(' · '), bullet: true })) });
  return slides;
};

const textRun = (text: string, size: number, bold: boolean): string =>
  `<a:r><a:rPr lang="de-DE" sz="${String(size)}"${bold ? ' b="1"' : ''} dirty="0"/><a:t>${xmlText(text)}</a:t></a:r>`;

// A body placeholder may bring its own bullets (LibreOffice's outline text does): a plain line says it has none.
const NO_BULLET = '<a:pPr marL="0" indent="0"><a:buNone/></a:pPr>';
const BULLET = '<a:pPr marL="342900" indent="-342900"><a:buFont typeface="Arial"/><a:buChar char="•"/></a:pPr>';

const paragraph = (line: Line, size: number, bold = false): string =>
  `<a:p>${line.bullet ? BULLET : NO_BULLET}${line.text
    .split('\n')
    .map((part) => textRun(part, size, bold))
    .join('<a:br><a:rPr lang="de-DE" sz="' + String(size) + '"/></a:br>')}</a:p>`;

/** The two placeholders of the layout: the slide's title and its text. */
const PLACEHOLDERS = { title: '<p:ph type="title"/>', body: '<p:ph idx="1"/>', masterBody: '<p:ph type="body" idx="1"/>' } as const;
type Placeholder = keyof typeof PLACEHOLDERS;

const EMPTY_PARAGRAPH = '<a:p><a:endParaRPr lang="de-DE"/></a:p>';

/** A placeholder shape at its place on the slide (or on the layout, with empty paragraphs). */
const placeholder = (id: number, name: string, kind: Placeholder, y: number, height: number, paragraphs: string): string =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${String(id)}" name="${name}"/><p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr>${PLACEHOLDERS[kind]}</p:nvPr></p:nvSpPr><p:spPr><a:xfrm><a:off x="${String(MARGIN)}" y="${String(y)}"/><a:ext cx="${String(WIDTH - 2 * MARGIN)}" cy="${String(height)}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square" rtlCol="0"><a:normAutofit/></a:bodyPr><a:lstStyle/>${
    paragraphs === '' ? EMPTY_PARAGRAPH : paragraphs
  }</p:txBody></p:sp>`;

/** Where a content slide's title and text stand (the title slide sets its own, lower and larger). */
const CONTENT_TITLE = { top: 400_000, height: 1_100_000 } as const;
const CONTENT_BODY_TOP = CONTENT_TITLE.top + CONTENT_TITLE.height + 200_000;

const GROUP = '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/><a:chOff x="0" y="0"/><a:chExt cx="0" cy="0"/></a:xfrm></p:grpSpPr>';

const slideXml = (slide: Slide, first: boolean): string => {
  const titleHeight = first ? 1_600_000 : CONTENT_TITLE.height;
  const titleTop = first ? 1_800_000 : CONTENT_TITLE.top;
  const bodyTop = titleTop + titleHeight + 200_000;
  return `${XML_HEAD}<p:sld ${NAMESPACES}><p:cSld><p:spTree>${GROUP}${placeholder(2, 'Titel', 'title', titleTop, titleHeight, paragraph({ text: slide.title, bullet: false }, first ? 4000 : 3200, true))}${placeholder(
    3,
    'Text',
    'body',
    bodyTop,
    HEIGHT - bodyTop - 400_000,
    slide.lines.map((line) => paragraph(line, first ? 2400 : 2000)).join(''),
  )}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
};

/** The layout's and the master's placeholders, where a content slide has them (the master's text is a body, which the layout's content placeholder inherits). */
const placeholderFrames = (body: Placeholder): string =>
  `${placeholder(2, 'Titelplatzhalter', 'title', CONTENT_TITLE.top, CONTENT_TITLE.height, '')}${placeholder(3, 'Inhaltsplatzhalter', body, CONTENT_BODY_TOP, HEIGHT - CONTENT_BODY_TOP - 400_000, '')}`;

const MASTER_XML = `${XML_HEAD}<p:sldMaster ${NAMESPACES}><p:cSld><p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg><p:spTree>${GROUP}${placeholderFrames('masterBody')}</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst><p:txStyles><p:titleStyle/><p:bodyStyle/><p:otherStyle/></p:txStyles></p:sldMaster>`;

const LAYOUT_XML = `${XML_HEAD}<p:sldLayout ${NAMESPACES} type="obj" preserve="1"><p:cSld name="Titel und Inhalt"><p:spTree>${GROUP}${placeholderFrames('body')}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;

const TYPE = 'application/vnd.openxmlformats-officedocument.presentationml';

export const pptx = (doc: OfficeDocument): Uint8Array => {
  const slides = slidesOf(doc);
  const slideName = (index: number) => `slides/slide${String(index + 1)}.xml`;
  // rId1 the master, rId2 … the slides, then the theme and the presentation's property parts.
  const presentation = `${XML_HEAD}<p:presentation ${NAMESPACES} saveSubsetFonts="1"><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slides
    .map((_, index) => `<p:sldId id="${String(256 + index)}" r:id="rId${String(index + 2)}"/>`)
    .join('')}</p:sldIdLst><p:sldSz cx="${String(WIDTH)}" cy="${String(HEIGHT)}"/><p:notesSz cx="${String(HEIGHT)}" cy="${String(WIDTH)}"/></p:presentation>`;
  const slideParts: Part[] = slides.flatMap((slide, index) => [
    { name: `ppt/${slideName(index)}`, contentType: `${TYPE}.slide+xml`, xml: slideXml(slide, index === 0) },
    { name: `ppt/slides/_rels/slide${String(index + 1)}.xml.rels`, xml: relationshipsXml([{ type: REL_TYPE.slideLayout, target: '../slideLayouts/slideLayout1.xml' }]) },
  ]);
  return zipPackage([
    rootRelationshipsPart('ppt/presentation.xml'),
    corePropertiesPart(doc.title),
    { name: 'ppt/presentation.xml', contentType: `${TYPE}.presentation.main+xml`, xml: presentation },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      xml: relationshipsXml([
        { type: REL_TYPE.slideMaster, target: 'slideMasters/slideMaster1.xml' },
        ...slides.map((_, index) => ({ type: REL_TYPE.slide, target: slideName(index) })),
        { type: REL_TYPE.theme, target: 'theme/theme1.xml' },
        { type: REL_TYPE.presProps, target: 'presProps.xml' },
        { type: REL_TYPE.viewProps, target: 'viewProps.xml' },
        { type: REL_TYPE.tableStyles, target: 'tableStyles.xml' },
      ]),
    },
    ...slideParts,
    { name: 'ppt/slideMasters/slideMaster1.xml', contentType: `${TYPE}.slideMaster+xml`, xml: MASTER_XML },
    {
      name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      xml: relationshipsXml([
        { type: REL_TYPE.slideLayout, target: '../slideLayouts/slideLayout1.xml' },
        { type: REL_TYPE.theme, target: '../theme/theme1.xml' },
      ]),
    },
    { name: 'ppt/slideLayouts/slideLayout1.xml', contentType: `${TYPE}.slideLayout+xml`, xml: LAYOUT_XML },
    { name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels', xml: relationshipsXml([{ type: REL_TYPE.slideMaster, target: '../slideMasters/slideMaster1.xml' }]) },
    { name: 'ppt/theme/theme1.xml', contentType: 'application/vnd.openxmlformats-officedocument.theme+xml', xml: THEME_XML },
    { name: 'ppt/presProps.xml', contentType: `${TYPE}.presProps+xml`, xml: `${XML_HEAD}<p:presentationPr ${NAMESPACES}/>` },
    { name: 'ppt/viewProps.xml', contentType: `${TYPE}.viewProps+xml`, xml: `${XML_HEAD}<p:viewPr ${NAMESPACES}/>` },
    { name: 'ppt/tableStyles.xml', contentType: `${TYPE}.tableStyles+xml`, xml: `${XML_HEAD}<a:tblStyleLst xmlns:a="${NS.drawing}" def="{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}"/>` },
  ]);
};
