// Every page's document, from this one template: the head's own lines (its title and description
// in both languages, which the language switch, src/lang.ts, swaps by `data-de`, and its
// scripts) and the body around the page's content. The game pages (src/game-page-html.ts) and the
// static pages use it: a static page's file holds only the content of its body, and its head is
// data (partials/pages.json); vite.config.ts puts the two together.
import type { LocalText } from '@regelwerk/engine';

/** What a page's own head says. */
export interface PageHead {
  readonly title: LocalText;
  readonly description: LocalText;
  /** The page's module scripts, in order. */
  readonly scripts: readonly string[];
}

/** A static page's entry in partials/pages.json: its head, and a class for its body if it has one. */
export interface StaticPage extends PageHead {
  readonly bodyClass?: string;
}

/** Text made safe inside an attribute or an element: `&`, `<`, `>` and `"` as entities. */
export const escapeAttr = (text: string) => text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** The head's own lines, unindented: the title, the description, then a tag per script. */
export function pageHeadLines({ title, description, scripts }: PageHead): string[] {
  return [
    `<title data-de="${escapeAttr(title.de)}">${escapeAttr(title.en)}</title>`,
    `<meta name="description" content="${escapeAttr(description.en)}" data-de="${escapeAttr(description.de)}" />`,
    ...scripts.map((src) => `<script type="module" src="${escapeAttr(src)}"></script>`),
  ];
}

/** What a page's document is made of: the lines of its head and of its body (each put in as it is). */
export interface PageParts {
  readonly head: readonly string[];
  readonly body: readonly string[];
  readonly bodyClass?: string;
}

/** The document: a head line is indented into the head; the body's lines stand as given (a `<template>`'s text keeps its own spacing). */
export function pageHtml({ head, body, bodyClass }: PageParts): string {
  return ['<!doctype html>', '<html lang="en">', '<head>', ...head.map((l) => `  ${l}`), '</head>', bodyClass ? `<body class="${escapeAttr(bodyClass)}">` : '<body>', ...body, '</body>', '</html>', ''].join('\n');
}
