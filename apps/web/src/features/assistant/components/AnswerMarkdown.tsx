import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import classes from './AnswerMarkdown.module.css';

/**
 * What an answer may be made of: paragraphs, emphasis, lists, links, code and quotes. No images (they
 * would load from anywhere), no tables, and raw HTML is dropped (`skipHtml`), so nothing an answer
 * holds becomes a script, a frame or an event handler.
 */
const ALLOWED_ELEMENTS = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'a',
  'code',
  'pre',
  'blockquote',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

const SAFE_PROTOCOL = /^(https?|mailto|tel)$/i;

/**
 * An answer's link as it may be followed: http(s), mailto, tel, or a path on CareNet. Anything else
 * (javascript:, data:, vbscript:, file:…) becomes '', and the link shows as its text only.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  const pathStart = url.search(/[/?#]/);
  // No scheme before the path, query or fragment: a place on this site.
  if (colon === -1 || (pathStart !== -1 && colon > pathStart)) return url;
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : '';
}

/** A path, query or fragment of CareNet itself (not '//host', which leaves it). */
const isOwnPage = (href: string) => !href.startsWith('//') && !/^[a-z][a-z\d+.-]*:/i.test(href);

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface AnswerLinkProps {
  href?: string;
  children?: ReactNode;
  /** In the widget every link but a phone number opens a new tab, out of the frame. */
  newTab: boolean;
}

/**
 * A phone number calls from where it is; another site opens in a new tab; a CareNet page opens in the
 * app (in the widget: a new tab). Links are underlined and one shade darker than Mantine's, so they
 * stand out from the text around them on an alert's tint too.
 */
function AnswerLink({ href, children, newTab }: AnswerLinkProps) {
  if (!href) return <>{children}</>;
  const style = { underline: 'always', c: 'var(--mantine-primary-color-9)' } as const;
  if (href.startsWith('tel:')) {
    return (
      <Anchor href={href} {...style}>
        {children}
      </Anchor>
    );
  }
  if (isOwnPage(href) && !newTab) {
    return (
      <Anchor component={Link} to={href} {...style}>
        {children}
      </Anchor>
    );
  }
  const sameTab = !newTab && href.startsWith('mailto:');
  return (
    <Anchor href={href} {...style} {...(sameTab ? {} : NEW_TAB)}>
      {children}
    </Anchor>
  );
}

const heading = ({ children }: { children?: ReactNode }) => <p className={classes.heading}>{children}</p>;

const componentsFor = (newTab: boolean): Components => ({
  a: ({ href, children }) => (
    <AnswerLink href={href} newTab={newTab}>
      {children}
    </AnswerLink>
  ),
  // A model's headings read as bold lines, so the page's own headings keep their order.
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
});
const PAGE_COMPONENTS = componentsFor(false);
const WIDGET_COMPONENTS = componentsFor(true);

interface AnswerMarkdownProps {
  text: string;
  newTabLinks: boolean;
}

/** The assistant's answer, written in Markdown, as elements: sanitised, never as HTML. */
export function AnswerMarkdown({ text, newTabLinks }: AnswerMarkdownProps) {
  return (
    <div className={classes.markdown}>
      <Markdown
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        skipHtml
        urlTransform={safeUrl}
        components={newTabLinks ? WIDGET_COMPONENTS : PAGE_COMPONENTS}
      >
        {text}
      </Markdown>
    </div>
  );
}
