import { strToU8, zipSync } from 'fflate';

/** An Office Open XML package (ISO/IEC 29500-2): XML parts in a zip, with content types and relationships. */

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Everything XML 1.0 does not allow (control characters, lone surrogates) would make the part unreadable. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an element or an attribute value. */
export const xmlText = (text: string): string =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const NS = {
  relationships: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
  drawing: 'http://schemas.openxmlformats.org/drawingml/2006/main',
} as const;

const REL_BASE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export const REL_TYPE = {
  officeDocument: `${REL_BASE}/officeDocument`,
  coreProperties: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
  styles: `${REL_BASE}/styles`,
  numbering: `${REL_BASE}/numbering`,
  theme: `${REL_BASE}/theme`,
  worksheet: `${REL_BASE}/worksheet`,
  slide: `${REL_BASE}/slide`,
  slideLayout: `${REL_BASE}/slideLayout`,
  slideMaster: `${REL_BASE}/slideMaster`,
  presProps: `${REL_BASE}/presProps`,
  viewProps: `${REL_BASE}/viewProps`,
  tableStyles: `${REL_BASE}/tableStyles`,
} as const;

export interface Relationship {
  readonly type: string;
  /** Relative to the folder of the part that owns the relationship. */
  readonly target: string;
}

/** A _rels part; the ids are rId1, rId2 … in the order given, which the parts rely on. */
export const relationshipsXml = (relationships: readonly Relationship[]): string =>
  `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships
    .map((rel, index) => `<Relationship Id="rId${String(index + 1)}" Type="${rel.type}" Target="${xmlText(rel.target)}"/>`)
    .join('')}</Relationships>`;

export interface Part {
  /** The part's name inside the package, without the leading slash ('word/document.xml'). */
  readonly name: string;
  /** Its content type; relationship parts take theirs from the package's defaults. */
  readonly contentType?: string;
  readonly xml: string;
}

const CORE_PROPERTIES_TYPE = 'application/vnd.openxmlformats-package.core-properties+xml';

/** docProps/core.xml: the title a file manager and the Office programs show, and the language. */
export const corePropertiesPart = (title: string): Part => ({
  name: 'docProps/core.xml',
  contentType: CORE_PROPERTIES_TYPE,
  xml: `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xmlText(title)}</dc:title><dc:language>de-DE</dc:language><dc:creator>IFB Seminare</dc:creator></cp:coreProperties>`,
});

/** The package's root relationships: the main part and the core properties. */
export const rootRelationshipsPart = (mainPart: string): Part => ({
  name: '_rels/.rels',
  xml: relationshipsXml([
    { type: REL_TYPE.officeDocument, target: mainPart },
    { type: REL_TYPE.coreProperties, target: 'docProps/core.xml' },
  ]),
});

const contentTypesXml = (parts: readonly Part[]): string =>
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts
    .flatMap((part) => (part.contentType === undefined ? [] : [`<Override PartName="/${part.name}" ContentType="${part.contentType}"/>`]))
    .join('')}</Types>`;

/**
 * A fixed time in every entry (1980-01-01, the zip format's first day, as Office itself
 * writes), so the same download always gives the same bytes and caches can compare them.
 */
const ENTRY_TIME = new Date(1980, 0, 1);

/** The zip of the parts, [Content_Types].xml first, as Office writes it. */
export const zipPackage = (parts: readonly Part[]): Uint8Array =>
  zipSync(
    Object.fromEntries([['[Content_Types].xml', contentTypesXml(parts)] as const, ...parts.map((part) => [part.name, part.xml] as const)].map(([name, xml]) => [name, strToU8(xml)])),
    { level: 6, mtime: ENTRY_TIME },
  );
