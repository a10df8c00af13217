import type { ContentBlock, Inline } from '../../contract/payloads';
import { SizeTable } from '../catalog/size-table';
import { Link } from '../link';

/** Content as React elements: text is always text, so nothing in it can become markup. */
export function Blocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.t) {
          case 'h2':
            return <h2 key={i}>{inline(block.c)}</h2>;
          case 'h3':
            return <h3 key={i}>{inline(block.c)}</h3>;
          case 'p':
            return <p key={i}>{inline(block.c)}</p>;
          case 'ul':
          case 'ol': {
            const List = block.t;
            return (
              <List key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item)}</li>
                ))}
              </List>
            );
          }
          case 'sizes':
            return <SizeTable key={i} rows={block.rows} />;
          default:
            return null;
        }
      })}
    </>
  );
}

function inline(parts: Inline[]) {
  return parts.map((part, i) => {
    switch (part.t) {
      case 'text':
        return part.v;
      case 'strong':
        return <strong key={i}>{inline(part.c)}</strong>;
      case 'em':
        return <em key={i}>{inline(part.c)}</em>;
      case 'link':
        return part.href.startsWith('/') ? (
          <Link key={i} href={part.href}>
            {inline(part.c)}
          </Link>
        ) : (
          <a key={i} href={part.href} rel="noopener noreferrer">
            {inline(part.c)}
          </a>
        );
      default:
        return null;
    }
  });
}
