import type { ReactNode } from 'react';
import { RichText } from '@/web/i18n/rich-text';

/**
 * Long legal and help texts: readable line height, spaced paragraphs, bulleted lists. Only the
 * lists written straight into a section are bulleted, so a component inside one (the price
 * list) keeps its own look.
 */
export function LegalProse({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 text-sm leading-relaxed text-fg/90 [&_a]:text-primary [&_a]:underline [&_section>ol]:flex [&_section>ol]:list-decimal [&_section>ol]:flex-col [&_section>ol]:gap-1.5 [&_section>ol]:pl-5 [&_section>ol>li]:pl-1 [&_section>ul]:flex [&_section>ul]:list-disc [&_section>ul]:flex-col [&_section>ul]:gap-1.5 [&_section>ul]:pl-5 [&_section>ul>li]:pl-1 [&_strong]:font-semibold [&_strong]:text-fg">
      {children}
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-fg">{title}</h3>
      {children}
    </section>
  );
}

/** A list of catalog sentences, each with its bold words (`<b>…</b>`, RichText). */
export function LegalList({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </List>
  );
}
