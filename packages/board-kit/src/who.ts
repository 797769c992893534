import type { Who } from '@regelwerk/engine';

/**
 * A list of seats for a sentence about all of them: "A, B und C" / "A, B and C"; "you" appears as
 * "du"/"you" inside a list and "Du"/"You" at its start (the sentence's verb then agrees with the list).
 */
export function whoList(list: readonly Who[], lang: 'de' | 'en'): string {
  const word = (w: Who, i: number) => (w.you ? (lang === 'de' ? (i === 0 ? 'Du' : 'du') : i === 0 ? 'You' : 'you') : w.name);
  const words = list.map(word);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${words[words.length - 1]}`;
}

/** The words a board shows once a game is over. */
export const GAME_OVER = { en: 'Game over', de: 'Spiel vorbei' } as const;

/**
 * The sentence at the end of a game that one or more seats win (ties share the win), with the
 * winners' points when given: "Game over: you win with 12 points." / "Spiel vorbei: Ben und du
 * teilt euch den Sieg."; "you" is addressed, never named (see `youFaults`).
 */
export function gameOverLine(winners: readonly Who[], lang: 'de' | 'en', total?: number): string {
  const one = winners.length === 1 ? winners[0]! : null;
  if (lang === 'de') {
    const points = total === undefined ? '' : ` mit ${total} Punkten`;
    const who = one ? (one.you ? 'Du gewinnst' : `${one.name} gewinnt`) : `${whoList(winners, 'de')} ${winners.some((w) => w.you) ? 'teilt euch' : 'teilen sich'} den Sieg`;
    return `${GAME_OVER.de}: ${who}${points}.`;
  }
  const points = total === undefined ? '' : ` with ${total} points`;
  const who = one ? (one.you ? 'you win' : `${one.name} wins`) : `${whoList(winners, 'en')} share the win`;
  return `${GAME_OVER.en}: ${who}${points}.`;
}

/**
 * Third-person sentences built from a default "you" name, which read wrong: "Du verliert",
 * "Maus von Du", "You loses", "You's turn". Boards' tests run their rendered words through
 * `youFaults` to catch a sentence that names the person at the screen instead of addressing them.
 */
const YOU_FAULTS: readonly RegExp[] = [
  /\bDu (verliert|gewinnt|hat|ist|beginnt|darf|bekommt|legt|überlegt|hatte|teilt|nimmt|sitzt)\b/,
  /\b(von|für|an|zu|gehört|auf|verloren:|Am Zug:|gelegt:) Du\b/,
  /\bYou (loses|wins|has|is|starts|holds|takes|shares|gets)\b/,
  /\bYou['’]s\b/,
  /\b(by|of|from|to|belongs to|To play:|on) You\b/,
];

/** The faults of `YOU_FAULTS` found in a text, each with a little of its surroundings. */
export function youFaults(text: string): string[] {
  return YOU_FAULTS.flatMap((re) => {
    const m = re.exec(text);
    return m ? [text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)] : [];
  });
}
