import type { Breadcrumb, ContentBlock } from '../payloads';

export interface FaqData {
  entries: { question: string; answer: ContentBlock[] }[];
  breadcrumbs: Breadcrumb[];
}
