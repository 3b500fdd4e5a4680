import * as E from 'fp-ts/Either';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { invalid, type AppError } from '../../domain/errors/app-error';
import type { LegislationParser } from '../../application/admin/legislation/legislation-parser';
import { LEGISLATION_MESSAGES as M } from '../../application/admin/legislation/messages';

/** A node as fast-xml-parser gives it with preserveOrder: one element name → its children, or a text. */
type XmlNode = Readonly<Record<string, unknown>>;

const TEXT = '#text';

const childrenOf = (node: XmlNode, name: string): readonly XmlNode[] => {
  const children = node[name];
  return Array.isArray(children) ? (children as XmlNode[]) : [];
};

const nameOf = (node: XmlNode): string | undefined => Object.keys(node).find((key) => key !== ':@');

/** The direct child elements of the given name, in document order. */
const elements = (children: readonly XmlNode[], name: string): readonly (readonly XmlNode[])[] =>
  children.filter((child) => nameOf(child) === name).map((child) => childrenOf(child, name));

const first = (children: readonly XmlNode[], name: string): readonly XmlNode[] | undefined => elements(children, name)[0];

/** All text below, as one line: markup inside an Absatz (<BR/>, <SUP>, lists) becomes spaces. */
const textOf = (children: readonly XmlNode[]): string => {
  const parts: string[] = [];
  const walk = (nodes: readonly XmlNode[]) => {
    for (const node of nodes) {
      const name = nameOf(node);
      if (name === TEXT) parts.push(String(node[TEXT]));
      else if (name !== undefined) {
        parts.push(' ');
        walk(childrenOf(node, name));
        parts.push(' ');
      }
    }
  };
  walk(children);
  return parts.join('').replace(/\s+/g, ' ').trim();
};

const optionalText = (children: readonly XmlNode[], name: string): string | undefined => {
  const element = first(children, name);
  if (element === undefined) return undefined;
  const text = textOf(element);
  return text === '' ? undefined : text;
};

/** "Erster Teil – Allgemeine Vorschriften" */
const unitTitle = (unit: readonly XmlNode[]): string =>
  [optionalText(unit, 'gliederungsbez'), optionalText(unit, 'gliederungstitel')].filter((part) => part !== undefined).join(' – ');

interface Norm {
  readonly number: string;
  readonly heading: string;
  readonly part: string;
  readonly chapter: string;
  readonly paragraphs: readonly string[];
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: true,
  // Numbers of the outline ("010") and paragraph texts stay text.
  parseTagValue: false,
  trimValues: false,
  processEntities: { enabled: true, maxTotalExpansions: 10_000, maxExpandedLength: 1_000_000 },
});

/** Outline numbers have three digits per level: '010' is a Teil, '010020' an Abschnitt in it. */
const DIGITS_PER_LEVEL = 3;

const quoted = (names: readonly string[]): string => names.map((name) => `<${name}>`).join(', ');

/** The validator's findings in German, for the operator; one it has no words for is passed on as it is. */
const XML_PROBLEMS: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [/^Invalid '\[([\s\S]*)\]' found\.$/, (list = '') => `Nicht geschlossen: ${quoted(list.split(',').map((name) => name.trim().replace(/^"|"$/g, '')))}.`],
  [
    /^Expected closing tag '(.+)' \(opened in line (\d+), col (\d+)\) instead of closing tag '(.+)'\.$/,
    (open = '', line = '', column = '', close = '') => `</${close}> schließt <${open}> (geöffnet in Zeile ${line}, Spalte ${column}) nicht.`,
  ],
  [/^Closing tag '(.+)' has not been opened\.$/, (name = '') => `</${name}> schließt ein Element, das nicht geöffnet wurde.`],
  [/^Extra text at the end$/, () => 'Nach dem Wurzelelement folgt noch Text.'],
  [/^Multiple possible root nodes found\.$/, () => 'Es gibt mehr als ein Wurzelelement.'],
  [/^Attribute '(.+)' is repeated\.$/, (name = '') => `Das Attribut „${name}“ steht doppelt.`],
  [/^Start tag expected\.$/, () => 'Die Datei ist leer oder beginnt nicht mit einem Element.'],
  [/^char '(.)' is not expected\.$/, (char = '') => `Das Zeichen „${char}“ ist hier nicht erlaubt.`],
  [/^Tag '(.+)' is an invalid name\.$/, (name = '') => `„${name}“ ist kein gültiger Elementname.`],
];

export const germanXmlProblem = (message: string): string => {
  for (const [pattern, german] of XML_PROBLEMS) {
    const match = pattern.exec(message);
    if (match !== null) return german(...match.slice(1));
  }
  return `Meldung des XML-Prüfers: ${message}`;
};

/**
 * Laws in the XML of gesetze-im-internet.de (<dokumente> of <norm>s): the first norm names the
 * law (<jurabk>, <langue>), outline norms (<gliederungseinheit>) open a Teil or Abschnitt, and
 * each norm with an <enbez> ('§ 37') is a Vorschrift with its <titel> and Absätze (<P>).
 */
export const giiLegislationParser: LegislationParser = {
  parse: (xml: string): E.Either<AppError, unknown> => {
    // The parser itself takes malformed XML leniently (an unclosed tag just ends), so the
    // validator runs first. fast-xml-parser 5 marks it deprecated in favour of a package of
    // its own, which this project does not take in; the one shipped here works as documented.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const valid = XMLValidator.validate(xml);
    if (valid !== true) return E.left(invalid({ xml: M.malformed(valid.err.line, valid.err.col, germanXmlProblem(valid.err.msg)) }, M.malformedTitle));
    let document: readonly XmlNode[];
    try {
      document = parser.parse(xml) as XmlNode[];
    } catch (error) {
      return E.left(invalid({ xml: M.unreadable(error instanceof Error ? error.message : String(error)) }, M.malformedTitle));
    }
    const root = first(document, 'dokumente');
    if (root === undefined) return E.left(invalid({ xml: M.notGii }, M.notGiiTitle));

    const abbreviations = new Set<string>();
    let title: string | undefined;
    let part = '';
    let chapter = '';
    const norms: Norm[] = [];
    for (const norm of elements(root, 'norm')) {
      const meta = first(norm, 'metadaten') ?? [];
      const abbreviation = optionalText(meta, 'jurabk');
      if (abbreviation !== undefined) abbreviations.add(abbreviation);
      title ??= optionalText(meta, 'langue');
      const unit = first(meta, 'gliederungseinheit');
      if (unit !== undefined) {
        const level = Math.ceil((optionalText(unit, 'gliederungskennzahl') ?? '').length / DIGITS_PER_LEVEL);
        if (level <= 1) {
          part = unitTitle(unit);
          chapter = '';
        } else chapter = unitTitle(unit);
        continue;
      }
      const number = optionalText(meta, 'enbez');
      // The table of contents and the preamble have no number of a Vorschrift.
      if (number === undefined || !/^(§|Art)/.test(number)) continue;
      const content = first(first(first(norm, 'textdaten') ?? [], 'text') ?? [], 'Content') ?? [];
      norms.push({
        number,
        heading: optionalText(meta, 'titel') ?? number,
        part,
        chapter,
        paragraphs: elements(content, 'P')
          .map(textOf)
          .filter((paragraph) => paragraph !== ''),
      });
    }
    const [abbreviation, ...others] = [...abbreviations];
    if (abbreviation === undefined) return E.left(invalid({ xml: M.noAbbreviation }, M.notGiiTitle));
    if (others.length > 0) return E.left(invalid({ xml: M.severalLaws([abbreviation, ...others]) }, M.notGiiTitle));
    if (norms.length === 0) return E.left(invalid({ xml: M.noNorms }, M.notGiiTitle));
    return E.right({ abbreviation, title: title ?? abbreviation, norms });
  },
};
