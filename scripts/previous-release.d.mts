export const PREVIOUS_RELEASE_FILE: string;
export function previousRelease(): string;
export function recordRelease(): void;
