import type { PageModule } from '../../client/contract/routes';
import manifest from '../../dist/manifest.json';

/** The client build's manifest (scripts/build-client.mjs): hashed file names per page. */
export interface BuildManifest {
  buildId: string;
  builtAt: string;
  entry: string;
  /** The build's stylesheet files (hashed assets). */
  css: string[];
  /** The same styles, minified: every document inlines them (decision 024). */
  inlineCss: string;
  /** client/head-script.ts, minified: the first script of every document's head. */
  headScript: string;
  /** The chunk of each page module (its default export is the page's component). */
  pages: Record<PageModule, string>;
  /** The other chunks a first visit of each page module needs, the shared chunk first. */
  preload: Record<PageModule, string[]>;
  /** The back office's script (passkeys) and stylesheet. */
  backOffice: { script: string; css: string };
}

export const build: BuildManifest = manifest as BuildManifest;
