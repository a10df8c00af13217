import type { PageModule } from '../../client/routes';
import manifest from '../../dist/manifest.json';

/** The client build's manifest (scripts/build-client.mjs): hashed file names per page. */
export interface BuildManifest {
  buildId: string;
  builtAt: string;
  entry: string;
  css: string[];
  /** Module chunks a first visit of each page module needs, entry's own imports included. */
  preload: Record<PageModule, string[]>;
}

export const build: BuildManifest = manifest as BuildManifest;
