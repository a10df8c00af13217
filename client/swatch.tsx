/**
 * A colour's swatch beside its name (decorative: the name is always there). The outline, and the
 * dashes of a colour without a swatch (fill="none"), are the stylesheets' (`.swatch`): an SVG fill
 * rather than a style attribute, which the pages' content security policy refuses.
 */
export function Swatch({ hex }: { hex: string | null }) {
  return (
    <svg className="swatch" viewBox="0 0 18 18" aria-hidden="true">
      <circle cx="9" cy="9" r="8" fill={hex ?? 'none'} />
    </svg>
  );
}
