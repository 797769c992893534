import { applyLang, LANG_EVENT, pageLang } from './lang.js';

// The embed page is built from its own snippet: the code shown is the code that runs below.
const template = document.getElementById('snippet') as HTMLTemplateElement;
const code = document.getElementById('snippet-code')!;
const preview = document.getElementById('preview')!;

/** The snippet's text, with `lang` on its elements set to the page's language (as the preview has it). */
const snippetText = () => {
  const holder = document.createElement('div');
  holder.append(template.content.cloneNode(true));
  for (const el of holder.querySelectorAll('[lang]')) el.setAttribute('lang', pageLang());
  return holder.innerHTML.trim();
};
code.textContent = snippetText();
// The script tag of the snippet is already on this page; the elements go into the preview.
const fragment = template.content.cloneNode(true) as DocumentFragment;
fragment.querySelectorAll('script').forEach((s) => s.remove());
preview.append(fragment);
// The preview's elements came after the page set its language: they take it now, like the rest.
applyLang(pageLang());
// The language switch sets the preview's `lang` itself; the code shown follows.
document.addEventListener(LANG_EVENT, () => (code.textContent = snippetText()));

const knobs = document.getElementById('knobs') as HTMLFormElement;
const css = document.getElementById('theme-css')!;
const apply = () => {
  const lines: string[] = [];
  for (const input of knobs.querySelectorAll('input')) {
    const value = `${input.value}${input.dataset.unit ?? ''}`;
    preview.style.setProperty(input.name, value);
    lines.push(`  ${input.name}: ${value};`);
  }
  css.textContent = `rw-game, rw-statechart, rw-rules-table {\n${lines.join('\n')}\n}`;
};
knobs.addEventListener('input', apply);
apply();
