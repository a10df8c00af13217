import { useEffect, useRef } from 'react';
import { PROGRESS } from '../../kit/constants';
import { navigatingAtom } from '../../state';
import { useAtomValue } from '../../store';

/**
 * Thin bar at the top while a navigation loads: jumps to the minimum, trickles towards 99%,
 * completes and fades when the page has rendered or the navigation failed. Decorative: the
 * main region's aria-busy tells assistive technology that the page is loading.
 */
export function ProgressBar() {
  const navigating = useAtomValue(navigatingAtom);
  const bar = useRef<HTMLDivElement>(null);
  const value = useRef(0);

  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    const show = (n: number) => {
      value.current = n;
      el.style.transition = `transform ${PROGRESS.speed}ms linear, opacity ${PROGRESS.speed}ms linear`;
      el.style.transform = `scaleX(${n})`;
      el.style.opacity = '1';
    };
    if (navigating) {
      show(PROGRESS.minimum);
      const trickle = setInterval(() => {
        show(Math.min(0.994, value.current + PROGRESS.trickleRate * (1 - value.current) * 4));
      }, PROGRESS.trickleSpeed);
      return () => clearInterval(trickle);
    }
    if (value.current > 0) {
      show(1);
      const fade = setTimeout(() => {
        el.style.opacity = '0';
        value.current = 0;
      }, PROGRESS.speed);
      return () => clearTimeout(fade);
    }
  }, [navigating]);

  return <div ref={bar} className="progress-bar" aria-hidden="true" />;
}
