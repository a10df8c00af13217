import { useMarket } from '../../state';

/** A width filter's choices: any width, then each width the listing has, as its market names it. */
export function WidthOptions({ widths }: { widths: { width: string; name: string }[] }) {
  const { t } = useMarket();
  return (
    <>
      <option value="">{t('collection.anyWidth')}</option>
      {widths.map((w) => (
        <option key={w.width} value={w.width}>
          {w.name}
        </option>
      ))}
    </>
  );
}
