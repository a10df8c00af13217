import { useEffect } from 'react';
import { BUILD_CHECK_MS } from './constants';

/** A tab hidden for longer than this checks for a new build when it is shown again. */
const HIDDEN_CHECK_MS = 5 * 60_000;

let newerBuild = false;

/** True once the server reported a build other than the one this tab runs. */
export function newBuildAvailable(): boolean {
  return newerBuild;
}

export async function checkForNewBuild(current: string): Promise<boolean> {
  try {
    const res = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const { buildId } = (await res.json()) as { buildId: string };
    if (buildId && buildId !== current) newerBuild = true;
  } catch (error) {
    // The shop works on with the code it has; the next check may succeed.
    console.warn('Could not check for a new build', error);
  }
  return newerBuild;
}

/**
 * Checks every hour and when the tab comes back after a while. When a new build is out, the
 * next navigation is a full page load (navigation.ts), so the shopper gets the new code
 * between pages without losing anything.
 */
export function useBuildWatch(current: string) {
  useEffect(() => {
    const timer = setInterval(() => void checkForNewBuild(current), BUILD_CHECK_MS);
    let hiddenAt = 0;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (hiddenAt && Date.now() - hiddenAt > HIDDEN_CHECK_MS) void checkForNewBuild(current);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [current]);
}
