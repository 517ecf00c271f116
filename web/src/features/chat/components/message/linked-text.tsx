import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { linkParts } from '../../lib/linkify';

/**
 * A message's text with its addresses as links (issue 28), opened in a new tab without handing
 * the conversation's page to the site (noopener, noreferrer) nor vouching for it (nofollow).
 */
export function LinkedText({ text }: { text: string }) {
  return linkParts(text).map((part, index) =>
    part.href ? (
      <Anchor
        key={index}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        c="inherit"
        underline="always"
        inherit
      >
        {part.text}
      </Anchor>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
