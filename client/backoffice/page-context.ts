import type { Translate } from '../i18n';
import type { Permission, Role } from './contract/roles';

/** What every back office page is rendered with, beside its own data. */
export interface PageContext {
  t: Translate;
  /** 'en' | 'de' */
  language: string;
  /** The locale for numbers, money and dates (en-GB, de-DE). */
  locale: string;
  member: { email: string; name: string; role: Role } | null;
  can: (permission: Permission) => boolean;
  /** The request's path and query, for links back here. */
  url: string;
  /** A finished action's message key (after a redirect), shown once. */
  notice?: string;
}

export interface PageProps<Data> {
  ctx: PageContext;
  data: Data;
}
