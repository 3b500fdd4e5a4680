import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';

/** The reference data beside the project (official schema and examples); see its README. */
export const EINVOICE_REFERENCE = join(import.meta.dirname, '../../../../shared/einvoice');
export const CII_SCHEMA = join(EINVOICE_REFERENCE, 'cii-d16b-xsd/CrossIndustryInvoice_100pD16B.xsd');

export const scratchDir = (): string => mkdtempSync(join(tmpdir(), 'einvoice-'));

/** xmllint --schema over files: their names that do not validate, with xmllint's words. */
export const schemaErrors = (files: readonly string[]): string => {
  try {
    execFileSync('xmllint', ['--noout', '--schema', CII_SCHEMA, ...files], { stdio: 'pipe' });
    return '';
  } catch (error) {
    const failed = error as { stderr?: Buffer };
    return failed.stderr?.toString() ?? String(error);
  }
};

export const writeXmlFiles = (xmls: readonly string[]): string[] => {
  const dir = scratchDir();
  return xmls.map((xml, index) => {
    const file = join(dir, `invoice-${String(index)}.xml`);
    writeFileSync(file, xml);
    return file;
  });
};

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: false, parseTagValue: false });

/** Every element path of a document ('rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID'), without positions. */
export const elementPaths = (xml: string): Set<string> => {
  const paths = new Set<string>();
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, path);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@_') || key === '#text' || key === '?xml') continue;
      const child = path === '' ? key : `${path}/${key}`;
      paths.add(child);
      walk(value, child);
    }
  };
  walk(parser.parse(xml), '');
  return paths;
};

/** The element paths of all official examples (EN 16931 CII and XRechnung). */
export const officialExamplePaths = (): Set<string> => {
  const all = new Set<string>();
  for (const folder of ['examples-en16931-cii', 'examples-xrechnung']) {
    const dir = join(EINVOICE_REFERENCE, folder);
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.xml'))) {
      for (const path of elementPaths(readFileSync(join(dir, name), 'utf8'))) all.add(path);
    }
  }
  return all;
};

/** Texts of all elements with this local path suffix, in document order. */
export const texts = (xml: string, suffix: string): string[] => {
  const found: string[] = [];
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item, path);
      return;
    }
    if (typeof node !== 'object' || node === null) {
      if (path.endsWith(suffix)) found.push(String(node));
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@_')) continue;
      if (key === '#text') {
        if (path.endsWith(suffix)) found.push(String(value));
        continue;
      }
      walk(value, path === '' ? key : `${path}/${key}`);
    }
  };
  walk(parser.parse(xml), '');
  return found;
};
