import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with links or other elements inside it: `text` is the whole sentence with a
 * {name} where each element goes, so a translation can move them; the pieces around them stay text.
 */
export function fillIn(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{(\w+)\}/g).map((piece, index) => {
    const node = index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece;
    return <Fragment key={index}>{node}</Fragment>;
  });
}
