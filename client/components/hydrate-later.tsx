import { type ReactNode, Suspense } from 'react';

/**
 * A part of the page that hydrates after the rest: a Suspense boundary around code that is
 * already loaded, so it never suspends and nothing ever stands in its place (decision 001 stays:
 * no lazy components). React hydrates the page around it first, in one pass, and this part in a
 * later pass it can interrupt; a click inside it before then hydrates it at once. For what lies
 * below the fold: what is above answers its first click sooner (decision 024).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
