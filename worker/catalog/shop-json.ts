import { findNodeAtLocation, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import type * as z from 'zod';
import { collectionDocument, type Problem, productDocument, type StagedItem } from './document';

/**
 * The shop's JSON catalog (`{ "products": [...], "collections": [...] }`) in and out. The command
 * line sends each item as its own text with the line and column it starts at, so a problem is
 * named at its line and column in the operator's file.
 */

export interface JsonItem {
  kind: 'product' | 'collection';
  /** Line and column (1-based) of the item's first character in the file. */
  line: number;
  column: number;
  text: string;
}

/** Where `offset` of an item's text is in the operator's file. */
export function positionIn(text: string, offset: number, start: { line: number; column: number }) {
  const before = text.slice(0, offset).split('\n');
  const line = start.line + before.length - 1;
  const column = before.length === 1 ? start.column + before[0].length : before[before.length - 1].length + 1;
  return { line, column: String(column) };
}

export function readJsonItems(file: string, items: JsonItem[]): { items: StagedItem[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const staged: StagedItem[] = [];
  for (const item of items) {
    const errors: ParseError[] = [];
    const tree = parseTree(item.text, errors, { allowTrailingComma: false, disallowComments: true });
    if (errors.length > 0 || !tree) {
      for (const e of errors)
        problems.push({ file, ...positionIn(item.text, e.offset, item), message: `not JSON: ${printParseErrorCode(e.error)}` });
      continue;
    }
    const value = JSON.parse(item.text);
    const report = (issues: z.core.$ZodIssue[]) => {
      for (const issue of issues) {
        const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        // The deepest node that exists: a missing key is reported where its object starts.
        let node = findNodeAtLocation(tree, path);
        for (let n = path.length; !node && n >= 0; n--) node = findNodeAtLocation(tree, path.slice(0, n));
        problems.push({
          file,
          ...positionIn(item.text, node?.offset ?? 0, item),
          message: `${path.join('.') || item.kind}: ${issue.message}`,
        });
      }
    };
    const place = { file, line: item.line };
    if (item.kind === 'product') {
      const parsed = productDocument.safeParse(value);
      if (parsed.success) staged.push({ kind: 'product', document: parsed.data, place });
      else report(parsed.error.issues);
    } else {
      const parsed = collectionDocument.safeParse(value);
      if (parsed.success) staged.push({ kind: 'collection', document: parsed.data, place });
      else report(parsed.error.issues);
    }
  }
  return { items: staged, problems };
}

/**
 * The items of a shop JSON file (`{ "products": [...], "collections": [...] }`), each with its
 * own text and where it starts, as the command line sends them; null when the file is not such
 * an object.
 */
export function catalogItems(text: string): JsonItem[] | null {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true });
  if (!tree || errors.length > 0 || tree.type !== 'object') return null;
  const items: JsonItem[] = [];
  for (const property of tree.children ?? []) {
    const [key, value] = property.children ?? [];
    const kind = key?.value === 'products' ? 'product' : key?.value === 'collections' ? 'collection' : null;
    if (!kind || value?.type !== 'array') return null;
    for (const node of value.children ?? []) {
      const { line, column } = positionIn(text, node.offset, { line: 1, column: 1 });
      items.push({ kind, line, column: Number(column), text: text.slice(node.offset, node.offset + node.length) });
    }
  }
  return items;
}
