import { colourName } from '../../../colour-name';
import { Swatch } from '../../../swatch';
import type { PageProps } from '../../page-context';

/** A colour as /admin/api/colours lists it. */
export interface ColourRow {
  name: string;
  palette: boolean;
  shelf: string;
  swatch: string | null;
  own: boolean;
  variants: number;
  products: number;
}

export interface ColoursData {
  colours: ColourRow[];
  /** A refused form: what was typed (by field name), the message per field, and the form's. */
  refused?: { values: Record<string, string>; errors: Record<string, string>; text: string };
}

/** What a colour input starts at when the colour has no swatch (posted back unchanged, it changes nothing). */
export const NO_SWATCH_INPUT = '#ffffff';

/**
 * The colours variants have, each with its swatch: a colour input and a text field for #rrggbb
 * (the text wins when both changed), a reset for one set here, and a colour not yet used.
 */
export default function ColoursPage({ ctx, data }: PageProps<ColoursData>) {
  const { t } = ctx;
  const writer = ctx.can('catalog.write');
  const typed = (name: string, stored: string) => (data.refused && name in data.refused.values ? data.refused.values[name] : stored);
  const errorOf = (name: string) => data.refused?.errors[name];
  const described = (name: string) => (errorOf(name) ? `${name}-error` : undefined);
  const fieldError = (name: string) =>
    errorOf(name) ? (
      <p id={`${name}-error`} className="field-error">
        {errorOf(name)}
      </p>
    ) : null;
  return (
    <section>
      <h1>{t('variants.colours.title')}</h1>
      <p>{t('variants.colours.intro')}</p>
      <form method="post" action="/colours" noValidate>
        {data.refused ? (
          <p className="bo-error" role="alert">
            {data.refused.text}
          </p>
        ) : null}
        <div className="table-scroll">
          <table>
            <caption>{t('variants.colours.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('variants.colours.colour')}</th>
                <th scope="col">{t('variants.colours.shelf')}</th>
                <th scope="col" className="num">
                  {t('variants.colours.used')}
                </th>
                <th scope="col">{t('variants.colours.swatch')}</th>
              </tr>
            </thead>
            <tbody>
              {data.colours.length === 0 ? (
                <tr>
                  <td colSpan={4}>{t('variants.colours.none')}</td>
                </tr>
              ) : (
                data.colours.map((colour, i) => {
                  const shown = colourName(t, colour.name, 'fulfil.colour');
                  return (
                    <tr key={colour.name}>
                      <th scope="row">
                        <Swatch hex={colour.swatch} /> {shown}
                        {colour.palette ? <span className="muted"> ({t('variants.colours.palette')})</span> : null}
                        <input type="hidden" name={`name.${i}`} value={colour.name} />
                      </th>
                      <td>
                        <code>{colour.shelf}</code>
                      </td>
                      <td className="num">{t('variants.colours.usedBy', { variants: colour.variants, products: colour.products })}</td>
                      <td>
                        {writer ? (
                          <div className="swatch-fields">
                            <input
                              id={`colour-${i}`}
                              type="color"
                              name={`picked.${i}`}
                              aria-label={t('variants.colours.pick', { colour: shown })}
                              defaultValue={typed(`picked.${i}`, colour.swatch ?? NO_SWATCH_INPUT)}
                            />
                            <input type="hidden" name={`pickedWas.${i}`} value={colour.swatch ?? NO_SWATCH_INPUT} />
                            <input
                              id={`hex-${i}`}
                              name={`hex.${i}`}
                              maxLength={7}
                              autoComplete="off"
                              spellCheck={false}
                              aria-label={t('variants.colours.hex', { colour: shown })}
                              aria-invalid={errorOf(`hex-${i}`) ? true : undefined}
                              aria-describedby={described(`hex-${i}`)}
                              defaultValue={typed(`hex.${i}`, colour.swatch ?? '')}
                            />
                            <input type="hidden" name={`hexWas.${i}`} value={colour.swatch ?? ''} />
                            {colour.own ? (
                              <label className="inline" htmlFor={`reset-${i}`}>
                                <input
                                  id={`reset-${i}`}
                                  type="checkbox"
                                  name={`reset.${i}`}
                                  defaultChecked={typed(`reset.${i}`, '') === 'on'}
                                />{' '}
                                {colour.palette ? t('variants.colours.resetPalette') : t('variants.colours.reset')}
                                <span className="visually-hidden"> ({shown})</span>
                              </label>
                            ) : null}
                            {fieldError(`hex-${i}`)}
                          </div>
                        ) : colour.swatch ? (
                          <code>{colour.swatch}</code>
                        ) : (
                          t('variants.colours.neutral')
                        )}
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        {writer ? (
          <>
            <fieldset>
              <legend>{t('variants.colours.add')}</legend>
              <label htmlFor="colour-new-name">{t('variants.colours.newName')}</label>
              <input
                id="colour-new-name"
                name="newName"
                maxLength={40}
                autoComplete="off"
                aria-invalid={errorOf('new-name') ? true : undefined}
                aria-describedby={described('new-name')}
                defaultValue={typed('newName', '')}
              />
              {fieldError('new-name')}
              <label htmlFor="colour-new-hex">{t('variants.colours.newHex')}</label>
              <input
                id="colour-new-hex"
                name="newHex"
                maxLength={7}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={errorOf('new-hex') ? true : undefined}
                aria-describedby={described('new-hex')}
                defaultValue={typed('newHex', '')}
              />
              {fieldError('new-hex')}
            </fieldset>
            <p>
              <button type="submit">{t('variants.colours.save')}</button>
            </p>
          </>
        ) : null}
      </form>
    </section>
  );
}
