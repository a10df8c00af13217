export function main(argv: string[], out?: (statement: string) => void, err?: (line: string) => void): Promise<number>;
