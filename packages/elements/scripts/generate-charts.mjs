// Build-time data for the elements, for every game in the registry: its statechart laid out by
// ELK (so pages load a finished drawing and no layout code: elkjs never reaches a page) with
// what each state means in both languages and the words for its events and guards when the
// game's texts have them, and its rule texts (the game file and its variants) as a module.
// Writes src/generated/<game>.chart.json and src/generated/<game>.rules.ts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chartOf } from '@regelwerk/statechart/layout';
import { MODULES } from '@regelwerk/games/all';

const out = new URL('../src/generated/', import.meta.url);
const rules = new URL('../../../rules/', import.meta.url);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

for (const m of MODULES) {
  // Event and guard texts are optional in a game's texts; without them the chart derives
  // readable names from the config (`dice.throw` → "throw dice").
  const { states, events, guards } = m.texts;
  const chart = { id: m.id, title: m.texts.title, chart: chartOf(m.runtime.fast.config, { states, events, guards }), states, ...(events ? { events } : {}), ...(guards ? { guards } : {}) };
  writeFileSync(new URL(`${m.id}.chart.json`, out), `${JSON.stringify(chart)}\n`);
}

const variants = readdirSync(new URL('variants/', rules)).sort();
for (const file of readdirSync(rules).filter((f) => f.endsWith('.rules')).sort()) {
  const game = file.slice(0, -'.rules'.length);
  const texts = { [file]: readFileSync(new URL(file, rules), 'utf8') };
  for (const f of variants) {
    if (f.startsWith(`${game}-`) && f.endsWith('.rules')) texts[`variants/${f}`] = readFileSync(new URL(`variants/${f}`, rules), 'utf8');
  }
  writeFileSync(
    new URL(`${game}.rules.ts`, out),
    `// Generated from rules/ by scripts/generate-charts.mjs; do not edit.\nexport const ruleTexts: Readonly<Record<string, string>> = ${JSON.stringify(texts, null, 1)};\n`,
  );
}
