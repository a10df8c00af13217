export function cronMatches(expression: string, date: Date): boolean;
export function scheduleCrons(expressions: string[], run: (expression: string, time: number) => void): () => void;
