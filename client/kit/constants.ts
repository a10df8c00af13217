/** The interface kit's fixed numbers (spec section 9). */

/** One z-index scale for everything that floats above the page. */
export const LAYERS = { base: 2000, dropdown: 2010, dialog: 2020, tooltip: 2030, toast: 2040, progress: 2050 } as const;

export const TOAST = { duration: 3000, offset: 16 } as const;
export const TOOLTIP = { showDelay: 0, hideDelay: 200, offset: 12 } as const;
export const BADGE_MAX = 99;
export const PROGRESS = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;
/** A code chunk that failed to load reloads its page at most once per path in this window. */
export const RELOAD_GUARD_MS = 10_000;
/** How often an open tab asks whether a new build was deployed. */
export const BUILD_CHECK_MS = 3_600_000;
