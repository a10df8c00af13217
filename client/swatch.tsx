/**
 * A colour's swatch: a filled circle, or for a colour without one a neutral circle crossed through.
 * An SVG fill rather than a style attribute, which the pages' content security policy refuses.
 * Decorative: the colour's name always stands beside it.
 */
export function Swatch({ hex }: { hex: string | null }) {
  return (
    <svg className="swatch" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {hex ? (
        <circle cx="9" cy="9" r="8" fill={hex} stroke="#6b6f72" strokeWidth="1" />
      ) : (
        <>
          <circle cx="9" cy="9" r="8" fill="#ffffff" stroke="#6b6f72" strokeWidth="1" strokeDasharray="2 2" />
          <path d="M4 14 14 4" stroke="#6b6f72" strokeWidth="1" />
        </>
      )}
    </svg>
  );
}
