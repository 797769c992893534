// The embed page is built from its own snippet: the code shown is the code that runs below.
const template = document.getElementById('snippet') as HTMLTemplateElement;
const code = document.getElementById('snippet-code')!;
const preview = document.getElementById('preview')!;
const html = template.innerHTML.trim();
code.textContent = html;
// The script tag of the snippet is already on this page; the elements go into the preview.
const fragment = template.content.cloneNode(true) as DocumentFragment;
fragment.querySelectorAll('script').forEach((s) => s.remove());
preview.append(fragment);

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
