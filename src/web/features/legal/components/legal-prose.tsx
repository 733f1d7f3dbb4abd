import type { ReactNode } from 'react';

/** Long legal and help texts: readable line height, spaced paragraphs, bulleted lists. */
export function LegalProse({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 text-sm leading-relaxed text-fg/90 [&_a]:text-primary [&_a]:underline [&_li]:pl-1 [&_ol]:flex [&_ol]:list-decimal [&_ol]:flex-col [&_ol]:gap-1.5 [&_ol]:pl-5 [&_strong]:font-semibold [&_strong]:text-fg [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-1.5 [&_ul]:pl-5">
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
