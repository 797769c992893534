import { compareRules, hasOwn, type CompareReport, type FigureDef, type FigureStat } from '@regelwerk/engine';
import { requireModule } from '../games.js';
import { UsageError, type Io } from '../io.js';
import { jsonText, renderTable, safe } from '../render.js';
import { loadPair, parseLang, ruleSetName } from './diff.js';

export interface CompareArgs {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly players: string | undefined;
  readonly bots: string | undefined;
  readonly seed: string;
  readonly json: boolean;
  readonly lang: string | undefined;
}

function show(def: FigureDef, s: FigureStat): string {
  if (s.n === 0) return '—';
  if (def.kind === 'share') return `${(s.mean * 100).toFixed(1)} % [${(s.low * 100).toFixed(1)}–${(s.high * 100).toFixed(1)} %]`;
  const d = def.digits ?? 2;
  return `${s.mean.toFixed(d)} [${s.low.toFixed(d)}–${s.high.toFixed(d)}]`;
}

/** `regelwerk simulate --compare A B`: both rule sets on the same seeds, the game's figures side by side. */
export function compareCommand(o: CompareArgs, io: Io, int: (name: string, value: string | undefined, fallback: number, min: number, max: number) => number): number {
  const lang = parseLang(o.lang);
  const pair = loadPair(io, 'simulate --compare', o.a, o.b);
  if (!pair) return 1;
  const [base, variant] = pair;
  const module = requireModule(base);
  const min = Math.max(base.players.min, variant.players.min);
  const maxOf = (m: number | null) => m ?? 100;
  const max = Math.min(maxOf(base.players.max), maxOf(variant.players.max));
  if (min > max) throw new UsageError(`the two rule sets have no number of players in common (${base.players.min}.. and ${variant.players.min}..)`);
  const players = int('players', o.players, Math.min(max, Math.max(4, min)), min, max);
  const bots = (o.bots ?? 'random').split(',').map((b) => b.trim());
  const unknown = bots.find((b) => !hasOwn(module.runtime.bots, b));
  if (unknown !== undefined) throw new UsageError(`there is no bot "${unknown}" for ${module.id}; bots: ${Object.keys(module.runtime.bots).join(', ')}`);

  const run = compareRules({ module, base, variant, games: o.games, players, bots, seed: o.seed });
  let lastDrawn = -1;
  let step = run.next();
  while (!step.done) {
    const drawn = Math.floor((step.value.done * 40) / o.games);
    if (io.tty && drawn !== lastDrawn) {
      lastDrawn = drawn;
      io.stderr(`\r[${'#'.repeat(drawn)}${'.'.repeat(40 - drawn)}] ${step.value.done}/${o.games}`);
    }
    step = run.next();
  }
  if (io.tty) io.stderr('\r\u001b[2K');
  const report: CompareReport = step.value;
  if (o.json) {
    io.stdout(`${jsonText(report)}\n`);
    return 0;
  }
  const de = lang === 'de';
  const table = renderTable({
    id: 'compare',
    title: de ? 'Kennzahlen pro Spiel, 95-%-Intervalle' : 'Figures per game, 95 % intervals',
    columns: [
      { key: 'figure', label: de ? 'Kennzahl' : 'Figure' },
      { key: 'a', label: 'A' },
      { key: 'b', label: 'B' },
      { key: 'differs', label: de ? 'verschieden' : 'differs' },
    ],
    rows: report.figures.map((f) => ({ figure: f.def.label[lang], a: show(f.def, f.base), b: show(f.def, f.variant), differs: f.differs ? (de ? 'ja' : 'yes') : '' })),
  });
  const lines = [
    `A: ${safe(ruleSetName(base))}`,
    `B: ${safe(ruleSetName(variant))}`,
    de
      ? `${report.games} Spiele je Regelwerk mit denselben Seeds, ${players} Spieler, Bots ${bots.join(', ')}, Seed ${safe(report.seed)}`
      : `${report.games} games of each on the same seeds, ${players} players, bots ${bots.join(', ')}, seed ${safe(report.seed)}`,
    '',
    table.trimEnd(),
    '',
    de
      ? '„verschieden“: die 95-%-Intervalle überschneiden sich nicht — ein grober Hinweis, kein statistischer Test.'
      : '"differs": the 95 % intervals do not overlap — a rough signal, not a statistical test.',
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
