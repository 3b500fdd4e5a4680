import { createContext, lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * The page's static parts (the footer): markup that no visitor action and no navigation changes.
 * The server renders their components once per site and hands every page that markup (issue 28:
 * the frame was rendered anew for every request); the browser keeps the server's markup as it is
 * and loads none of their code (issue 11: every page's start-up JavaScript). How: in the browser the part's
 * element is hydrated with `dangerouslySetInnerHTML` set to its own inner HTML, read from the page
 * before React touches it, so server and client agree and React leaves the inside alone; with the
 * same string on every render it never writes it again. Only where there is no server markup (a
 * page rendered in the browser alone, a test) is the component loaded and rendered.
 */
export type StaticPartName = 'footer';

/** The parts' markup as the server rendered it (ui/entry-server.tsx provides it; the browser has none). */
export type StaticPartsMarkup = Readonly<Partial<Record<StaticPartName, string>>>;

const StaticPartsContext = createContext<StaticPartsMarkup>({});

export const StaticPartsProvider = ({ parts, children }: { readonly parts: StaticPartsMarkup; readonly children: ReactNode }) => (
  <StaticPartsContext value={parts}>{children}</StaticPartsContext>
);

/** The components, for a render in the browser without server markup: loaded when first rendered. */
const LAZY_PARTS: Readonly<Record<StaticPartName, LazyExoticComponent<ComponentType>>> = {
  footer: lazy(async () => ({ default: (await import('./FooterContents')).FooterContents })),
};

/** The server's markup of each part, read once: later renders hand React the very same string. */
const serverMarkup = new Map<StaticPartName, string>();
const serverMarkupOf = (name: StaticPartName): string | undefined => {
  if (!serverMarkup.has(name) && typeof document !== 'undefined') {
    const element = document.querySelector(`[data-static-part="${name}"]`);
    if (element !== null) serverMarkup.set(name, element.innerHTML);
  }
  return serverMarkup.get(name);
};

export const StaticPart = ({ name, as: Element, className }: { readonly name: StaticPartName; readonly as: 'footer' | 'div'; readonly className?: string }) => {
  const markup = useContext(StaticPartsContext)[name] ?? serverMarkupOf(name);
  if (markup !== undefined) return <Element className={className} data-static-part={name} dangerouslySetInnerHTML={{ __html: markup }} />;
  const Lazy = LAZY_PARTS[name];
  return (
    <Element className={className} data-static-part={name}>
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    </Element>
  );
};
