export function formatLogLine(line: string, mode?: 'readable' | 'quiet'): string | null;
export function printWorkerLogs(mode?: 'readable' | 'quiet'): (log: { timestamp: number; level: string; message: string }) => void;
