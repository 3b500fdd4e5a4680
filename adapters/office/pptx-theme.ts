import { NS, XML_HEAD } from './ooxml-package';

/**
 * The theme every presentation needs (DrawingML): the site's colours as the scheme, Calibri,
 * and the three fill, line, effect and background styles the schema requires at the least.
 */
const colour = (name: string, hex: string): string => `<a:${name}><a:srgbClr val="${hex}"/></a:${name}>`;
const solid = '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>';
const three = (xml: string): string => xml + xml + xml;

export const THEME_XML = `${XML_HEAD}<a:theme xmlns:a="${NS.drawing}" name="IFB"><a:themeElements><a:clrScheme name="IFB">${[
  colour('dk1', '000000'),
  colour('lt1', 'FFFFFF'),
  colour('dk2', '1F3A5F'),
  colour('lt2', 'EEF2F6'),
  colour('accent1', '1F5F9F'),
  colour('accent2', 'C0392B'),
  colour('accent3', '2E7D32'),
  colour('accent4', '8E6C00'),
  colour('accent5', '5E35B1'),
  colour('accent6', '00838F'),
  colour('hlink', '1F5F9F'),
  colour('folHlink', '5E35B1'),
].join(
  '',
)}</a:clrScheme><a:fontScheme name="IFB"><a:majorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="IFB"><a:fillStyleLst>${three(solid)}</a:fillStyleLst><a:lnStyleLst>${three(
  `<a:ln w="9525">${solid}</a:ln>`,
)}</a:lnStyleLst><a:effectStyleLst>${three('<a:effectStyle><a:effectLst/></a:effectStyle>')}</a:effectStyleLst><a:bgFillStyleLst>${three(solid)}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;
