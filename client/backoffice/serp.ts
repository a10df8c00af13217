/**
 * What a search result shows of a product page, near enough (Google cuts by width, about 60
 * characters of title and 155 of description): the editor's preview, on the server and, as
 * the fields are typed in, in the browser (serp-preview.ts).
 */
export const PREVIEW_TITLE = 60;
export const PREVIEW_DESCRIPTION = 155;

/** `text` cut at a word before `max` characters, with an ellipsis when it was cut. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const shorter = text.slice(0, max - 1);
  const space = shorter.lastIndexOf(' ');
  return `${(space > max / 2 ? shorter.slice(0, space) : shorter).trimEnd()}…`;
}

/** The page title the shop writes: the SEO title, else the title and the shop's name. */
export const previewTitle = (seoTitle: string, title: string, shop: string) =>
  cut(seoTitle.trim() || `${title.trim()} – ${shop}`, PREVIEW_TITLE);

/** The meta description the shop writes: the SEO description, else the summary. */
export const previewDescription = (seoDescription: string, summary: string) =>
  cut(seoDescription.trim() || summary.trim(), PREVIEW_DESCRIPTION);
