import { previewDescription, previewTitle } from './serp';

/** The editor's search-result preview follows the title, summary and SEO fields as they are typed. */
export function enhanceSerpPreview(form: HTMLFormElement) {
  const preview = form.querySelector<HTMLElement>('[data-serp]');
  const title = preview?.querySelector('[data-serp-title]');
  const description = preview?.querySelector('[data-serp-description]');
  if (!preview || !title || !description) return;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';
  form.addEventListener('input', () => {
    title.textContent = previewTitle(value('seoTitle'), value('title'), preview.dataset.shop ?? '');
    description.textContent = previewDescription(value('seoDescription'), value('summary'));
  });
}
