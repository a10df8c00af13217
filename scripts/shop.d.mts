/** Runs the command with `argv`; lines go to `out` and `err`; resolves to the exit code. */
export function main(argv?: string[], out?: (line: string) => void, err?: (line: string) => void): Promise<number>;
