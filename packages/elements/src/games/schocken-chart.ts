import type { ChartModel } from '@regelwerk/statechart';
import chartJson from '../generated/schocken.chart.json';
import type { ChartBundle } from './bundle.js';

/** The Schocken statechart as laid out at build time, and what its states mean, in two languages. */
export const chart = chartJson as unknown as ChartModel;

const STATES: Readonly<Record<string, { de: string; en: string; deText: string }>> = {
  playing: { de: 'Spiel', en: 'playing', deText: 'Das Spiel läuft: Hälften und gegebenenfalls das Finale.' },
  half: { de: 'Hälfte', en: 'half', deText: 'Eine Hälfte: Runden, bis jemand alle Strafsteine hat oder ein Schock out entscheidet.' },
  final: { de: 'Finale', en: 'final', deText: 'Die Verlierer der Hälften spielen es aus; wer das Finale verliert, verliert das Spiel.' },
  fromMiddle: { de: 'aus der Mitte', en: 'from the middle', deText: 'Strafsteine gehen aus der Mitte an den Verlierer jeder Runde.' },
  passing: { de: 'weitergeben', en: 'passing on', deText: 'Die Mitte ist leer: nur wer Strafsteine hat, spielt weiter; der Beste gibt dem Schlechtesten ab.' },
  turn: { de: 'Zug', en: 'turn', deText: 'Ein Spieler würfelt: bis zur Grenze, mit Herauslegen zwischen den Würfen.' },
  ready: { de: 'bereit', en: 'ready', deText: 'Warten auf den ersten Wurf des Zuges.' },
  thrown: { de: 'geworfen', en: 'thrown', deText: 'Die Würfel liegen: herauslegen und nochmal würfeln, oder stehen lassen.' },
  turnOver: { de: 'Zug vorbei', en: 'turn over', deText: 'Der Wurf wird festgehalten; die Wurfzahl des Beginners gilt für alle anderen.' },
  reveal: { de: 'aufdecken', en: 'reveal', deText: 'Alle Becher werden gehoben: der schlechteste Wurf verliert und bekommt Strafsteine nach dem besten.' },
  over: { de: 'Ende', en: 'over', deText: 'Das Spiel ist entschieden: ein Spieler hat verloren.' },
};

export function stateText(id: string, lang: 'de' | 'en'): { label: string; description: string } {
  const key = id.split('.').pop() ?? id;
  const s = STATES[key];
  const description = lang === 'de' ? (s?.deText ?? '') : (chart.nodes.find((n) => n.id === id)?.description ?? '');
  return { label: s ? s[lang] : key, description };
}

export const chartBundle: ChartBundle = { id: 'schocken', title: 'Schocken', chart, stateText };
