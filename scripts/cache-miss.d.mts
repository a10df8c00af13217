export function uncachedPath(path: string): string | null;
