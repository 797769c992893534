// Build-time data for the elements: each playable game's statechart laid out (so pages load a
// finished drawing and no layout code) and its rule texts as a module.
// Writes src/generated/<game>.chart.json and src/generated/<game>.rules.ts.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chartOf } from '@regelwerk/statechart';
import { schockenConfig } from '@regelwerk/schocken';

const out = new URL('../src/generated/', import.meta.url);
const rules = new URL('../../../rules/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('schocken.chart.json', out), `${JSON.stringify(chartOf(schockenConfig))}\n`);

for (const game of ['schocken']) {
  const texts = { [`${game}.rules`]: readFileSync(new URL(`${game}.rules`, rules), 'utf8') };
  for (const f of readdirSync(new URL('variants/', rules)).sort()) {
    if (f.startsWith(`${game}-`) && f.endsWith('.rules')) texts[`variants/${f}`] = readFileSync(new URL(`variants/${f}`, rules), 'utf8');
  }
  writeFileSync(
    new URL(`${game}.rules.ts`, out),
    `// Generated from rules/ by scripts/generate-charts.mjs; do not edit.\nexport const ruleTexts: Readonly<Record<string, string>> = ${JSON.stringify(texts, null, 1)};\n`,
  );
}
