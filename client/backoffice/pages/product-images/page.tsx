import { LANGUAGES } from '../../../../locales/markets';
import { IMAGE_WIDTHS, sizedSrc } from '../../../contract/image-sizes';
import { ProductTabs } from '../../components/product-tabs';
import { backOfficeHref } from '../../contract/routes';
import type { PageProps } from '../../page-context';

/** One picture as the product's document holds it (worker/catalog/document.ts). */
export interface ImageRow {
  src: string;
  width: number;
  height: number;
  alt: string | null;
  alts?: Record<string, string>;
}

export interface ProductImagesData {
  sku: string;
  title: string;
  /** The language the product is written in first: its field is the image's `alt`, every other language's fallback. */
  sourceLanguage: string;
  images: ImageRow[];
  /** The largest file the shop takes, in MB. */
  maxMegabytes: number;
  /** A refused upload (`files`) or a refused save of the list (`list`), with what was typed in the list. */
  refused?: { form: 'files' | 'list'; text: string; typed?: Record<string, string> };
}

/** The ten languages, the product's source language first. */
export const altLanguages = (source: string) => [source, ...LANGUAGES.filter((l) => l !== source)];

/** The name of an image's alt field in one language. */
export const altField = (index: number, language: string) => `alt-${index}-${language}`;

/** What an image's field in `language` holds: its alt in that language (the source language's is `alt`). */
export const altOf = (image: ImageRow, language: string, source: string) =>
  (language === source ? (image.alts?.[language] ?? image.alt) : image.alts?.[language]) ?? '';

export default function ProductImagesPage({ ctx, data }: PageProps<ProductImagesData>) {
  const { t } = ctx;
  const writer = ctx.can('catalog.write');
  const action = backOfficeHref('productImages', { sku: data.sku });
  const names = new Intl.DisplayNames([ctx.locale], { type: 'language' });
  const typed = data.refused?.typed;
  const filesError = data.refused?.form === 'files' ? data.refused.text : null;
  return (
    <section aria-labelledby="images-title">
      <h1 id="images-title">{t('images.title', { sku: data.sku, title: data.title })}</h1>
      <ProductTabs ctx={ctx} sku={data.sku} current="productImages" />

      {writer ? (
        <form
          method="post"
          action={`${action}/upload`}
          encType="multipart/form-data"
          className="image-upload"
          data-image-upload={data.sku}
          data-max-bytes={data.maxMegabytes * 1024 * 1024}
          data-widths={IMAGE_WIDTHS.join(',')}
          data-msg-too-large={t('images.errors.tooLarge', { megabytes: data.maxMegabytes })}
          data-msg-not-image={t('images.errors.notImage')}
          data-msg-unsafe-svg={t('images.errors.unsafeSvg')}
          data-msg-empty={t('images.errors.empty')}
          data-msg-failed={t('images.errors.failed')}
          data-msg-uploading={t('images.progress.uploading')}
          data-msg-sizing={t('images.progress.sizing')}
          data-msg-attaching={t('images.progress.attaching')}
        >
          <h2>{t('images.upload.title')}</h2>
          <p id="files-hint" className="muted">
            {t('images.upload.hint', { megabytes: data.maxMegabytes })}
          </p>
          <div className="drop-zone" data-drop-zone hidden>
            {t('images.upload.drop')}
          </div>
          <div>
            <label htmlFor="image-files">{t('images.upload.files')}</label>
            <input
              id="image-files"
              name="files"
              type="file"
              multiple
              required
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-describedby={filesError ? 'files-hint files-error' : 'files-hint'}
              aria-invalid={filesError ? true : undefined}
            />
            {filesError ? (
              <p id="files-error" className="field-error">
                {filesError}
              </p>
            ) : null}
          </div>
          <p className="muted">{t('images.upload.sizes', { widths: IMAGE_WIDTHS.join(', ') })}</p>
          <p role="status" aria-live="polite" className="upload-status" data-upload-status />
          <button type="submit">{t('images.upload.submit')}</button>
        </form>
      ) : null}

      <h2>{t('images.list.title', { count: data.images.length })}</h2>
      {data.images.length === 0 ? (
        <p>{t('images.list.none')}</p>
      ) : (
        <form method="post" action={action}>
          {data.refused?.form === 'list' ? (
            <p className="field-error" role="alert">
              {data.refused.text}
            </p>
          ) : null}
          {/* First in the form: the button Enter in a text field presses. */}
          {writer ? (
            <button type="submit" name="move" value="save">
              {t('images.list.save')}
            </button>
          ) : null}
          <ol className="image-rows">
            {data.images.map((image, i) => (
              <li key={image.src}>
                <img
                  src={image.src}
                  srcSet={image.width > 320 && !image.src.endsWith('.svg') ? `${sizedSrc(image.src, 320)} 320w` : undefined}
                  sizes="8rem"
                  width={128}
                  height={Math.round((128 * image.height) / image.width)}
                  alt=""
                />
                <fieldset disabled={!writer}>
                  <legend>{t('images.list.image', { number: i + 1, width: image.width, height: image.height })}</legend>
                  <input type="hidden" name="src" value={image.src} />
                  {altLanguages(data.sourceLanguage).map((language) => (
                    <div key={language}>
                      <label htmlFor={altField(i, language)}>
                        {language === data.sourceLanguage
                          ? t('images.list.sourceAlt', { language: names.of(language) ?? language })
                          : t('images.list.alt', { language: names.of(language) ?? language })}
                      </label>
                      <input
                        id={altField(i, language)}
                        name={altField(i, language)}
                        lang={language}
                        maxLength={500}
                        defaultValue={typed ? (typed[altField(i, language)] ?? '') : altOf(image, language, data.sourceLanguage)}
                      />
                    </div>
                  ))}
                  {writer ? (
                    <div className="image-row-actions">
                      <button type="submit" name="move" value={`up:${i}`} disabled={i === 0}>
                        {t('images.list.up')}
                      </button>
                      <button type="submit" name="move" value={`down:${i}`} disabled={i === data.images.length - 1}>
                        {t('images.list.down')}
                      </button>
                      <button type="submit" name="move" value={`remove:${i}`}>
                        {t('images.list.remove')}
                      </button>
                    </div>
                  ) : null}
                </fieldset>
              </li>
            ))}
          </ol>
          {writer ? (
            <button type="submit" name="move" value="save">
              {t('images.list.save')}
            </button>
          ) : null}
        </form>
      )}
    </section>
  );
}
