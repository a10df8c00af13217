/**
 * The interface kit's fixed numbers (spec section 9) that code uses. What only styles use
 * lives in client/styles.css: the z-index scale from 2000 (--z-base ... --z-progress), the
 * toasts' 16 px offset from the top and the tooltip's 12 px placement offset.
 */

export const TOAST = { duration: 3000 } as const;
export const TOOLTIP = { showDelay: 0, hideDelay: 200 } as const;
export const BADGE_MAX = 99;
export const PROGRESS = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;
/** A code chunk that failed to load reloads its page at most once per path in this window. */
export const RELOAD_GUARD_MS = 10_000;
/** How often an open tab asks whether a new build was deployed. */
export const BUILD_CHECK_MS = 3_600_000;
