import { PROVIDER } from '../../../domain/site/provider';
import type { PrintBlock } from '../../documents/print-document';

/** A mail before it is addressed: its subject and its body as blocks (rendered as text and HTML). */
export interface MailContent {
  readonly subject: string;
  readonly blocks: readonly PrintBlock[];
}

/** The closing every mail to a customer ends with. */
export const signOff = (): readonly PrintBlock[] => [
  { type: 'paragraph', text: `Mit freundlichen Grüßen\nIhr Team von ${PROVIDER.name}` },
  {
    type: 'paragraph',
    tone: 'small',
    text: `${PROVIDER.name} · ${PROVIDER.street} · ${PROVIDER.postalCode} ${PROVIDER.city}\nTelefon ${PROVIDER.phone} · Fax ${PROVIDER.fax} · ${PROVIDER.email} · ${PROVIDER.website}`,
  },
];
