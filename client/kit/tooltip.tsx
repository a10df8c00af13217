import { useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP } from './constants';

/**
 * A small help button with a tooltip: shown at once on hover and keyboard focus, hidden 200 ms
 * after the pointer or focus leaves, or at once on Escape. The text is always in the page and
 * tied to the button with aria-describedby, so a screen reader reads it either way.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(hideTimer.current);
    if (TOOLTIP.showDelay === 0) setOpen(true);
    else hideTimer.current = setTimeout(() => setOpen(true), TOOLTIP.showDelay);
  };
  const hide = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), TOOLTIP.hideDelay);
  };
  useEffect(() => () => clearTimeout(hideTimer.current), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover shows the tip for mouse users; the button inside handles focus and Escape.
    <span className="tooltip-anchor" onMouseEnter={show} onMouseLeave={hide}>
      <button
        type="button"
        className="info-button"
        aria-describedby={id}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <span aria-hidden="true">?</span>
        <span className="visually-hidden">{label}</span>
      </button>
      <span id={id} role="tooltip" className={open ? 'tooltip tooltip-open' : 'tooltip'}>
        {text}
      </span>
    </span>
  );
}
