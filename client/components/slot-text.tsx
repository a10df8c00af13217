import type { ReactNode } from 'react';

/** Stands in a translated text where an element (a link, say) goes. */
export const SLOT = '\u0000';

/** Renders a translated text with its SLOT replaced by `children`. */
export function SlotText({ text, children }: { text: string; children: ReactNode }) {
  const [before, after = ''] = text.split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
