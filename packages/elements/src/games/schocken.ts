import { compile, type Source } from '@regelwerk/dsl';
import type { FastSnapshot } from '@regelwerk/engine';
import { schema, schockenRuntime as schocken, type SchockenContext, type SchockenEvent } from '@regelwerk/schocken';
import { html, nothing } from 'lit';
import { ruleTexts } from '../generated/schocken.rules.js';
import type { Texts } from '../shared/i18n.js';
import type { BoardContext, GameBundle } from './bundle.js';

const resolveGame = (id: string): Source | undefined => {
  const text = ruleTexts[`${id}.rules`];
  return text === undefined ? undefined : { file: `rules/${id}.rules`, text };
};

const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

type Snap = FastSnapshot<SchockenContext>;

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));

function status(s: FastSnapshot<unknown>, t: Texts): string {
  const c = (s as Snap).context;
  const name = (seat: number) => c.players[seat]?.name ?? `#${seat}`;
  if (s.status === 'done' && c.loser !== null) return t.gameOver(name(c.loser));
  const stage = c.stage === 'final' ? t.final : t.half(c.half, c.rules.halves.count);
  const phase = c.middle > 0 ? `${t.fromMiddle} · ${t.middle(c.middle)}` : t.passing;
  return `${stage} · ${phase} · ${t.turnOf(name(c.current))}`;
}

function roundText(c: SchockenContext, t: Texts): string | typeof nothing {
  const r = c.lastRound;
  if (!r) return nothing;
  const name = (seat: number) => c.players[seat]?.name ?? `#${seat}`;
  if (r.endsHalf) return t.schockOut(name(r.worst));
  const from = r.from === 'middle' ? t.fromTheMiddle : t.fromPlayer(name(r.from));
  const lost = r.stageLoser !== null ? ` ${t.lostHalf(name(r.stageLoser))}` : '';
  return `${t.lostRound(name(r.worst), r.tokens, from)}${lost}`;
}

function renderBoard(ctx: BoardContext) {
  const s = ctx.snapshot as Snap;
  const c = s.context;
  const t = ctx.t;
  const acting = ctx.actingSeat;
  const view = schocken.view(s, acting ?? 'spectator');
  const keep = [...ctx.selection].sort((a, b) => a - b);
  type Throw = SchockenEvent & { type: 'dice.throw' };
  // With "turn" chosen, the throw is the legal one that turns dice besides those set aside.
  const turning = ctx.turnSelected ? (ctx.legal as readonly SchockenEvent[]).find((e): e is Throw => e.type === 'dice.throw' && (e.turn ?? []).length > 0 && sameSet(e.keep, keep)) : undefined;
  const throwEvent: SchockenEvent = turning ?? { type: 'dice.throw', seat: acting ?? -1, keep };
  const can = (e: SchockenEvent) =>
    !ctx.readOnly && acting !== null && ctx.legal.some((l) => l.type === e.type && (e.type !== 'dice.throw' || (sameSet((l as SchockenEvent & { type: 'dice.throw' }).keep, e.keep) && sameSet((l as SchockenEvent & { type: 'dice.throw' }).turn ?? [], e.turn ?? []))));
  const canThrow = can(throwEvent);
  const stopEvent: SchockenEvent = { type: 'turn.end', seat: acting ?? -1 };
  const canStop = can(stopEvent);
  // What may be set aside or turned comes from the game's legal decisions, never from here.
  const canKeep = !ctx.readOnly && ctx.legal.some((e) => e.type === 'dice.throw' && (e as SchockenEvent & { type: 'dice.throw' }).keep.length > 0);
  const turnsOffered = !ctx.readOnly && ctx.legal.some((e) => ((e as SchockenEvent & { type: 'dice.throw' }).turn ?? []).length > 0);
  const name = (seat: number) => c.players[seat]?.name ?? `#${seat}`;
  const resultOf = (seat: number) => view.results.find((r) => r.seat === seat);

  return html`
    <div class="status" part="status" role="status" aria-live="polite">${status(s, t)}</div>
    <ol class="players" part="players" aria-label=${t.players}>
      ${c.players.map((p, seat) => {
        const r = resultOf(seat);
        return html`<li
          part="player${seat === c.current && s.status !== 'done' ? ' player-current' : ''}"
          class=${[seat === c.current && s.status !== 'done' ? 'current' : '', c.inPlay[seat] ? '' : 'out', c.loser === seat ? 'loser' : ''].join(' ')}
          aria-current=${seat === c.current && s.status !== 'done' ? 'true' : 'false'}
        >
          <span class="name">${p.name}</span>
          ${p.bot ? html`<span class="bot">${t.bot(p.bot)}</span>` : nothing}
          <span class="tokens" part="tokens">${t.tokens(c.tokens[seat] ?? 0)}</span>
          ${c.halfLosers.filter((l) => l === seat).map(() => html`<span class="half-loss" title=${t.lostHalf(p.name)}>✗</span>`)}
          ${c.inPlay[seat] ? nothing : html`<span class="out-note">${t.out}</span>`}
          ${r ? html`<span class="result">${r.dice === null ? html`<span class="covered">🂠 ${t.covered}</span>` : r.dice.map((d) => html`<span class="mini-die" aria-label=${String(d)}>${FACES[d]}</span>`)}</span>` : nothing}
        </li>`;
      })}
    </ol>
    ${s.status === 'done'
      ? html`<p class="game-over" part="game-over" role="alert">${status(s, t)}</p>`
      : html`<div class="turn" part="turn">
          <p class="turn-head">${t.turnOf(name(c.current))} · ${t.throwsOf(c.throwsUsed, view.throwLimit)}</p>
          <div class="dice" role="group" aria-label=${t.dice}>
            ${c.dice.map(
              (d, i) => html`<button
                type="button"
                part="die${ctx.selection.has(i) ? ' die-aside' : ''}"
                class="die ${ctx.selection.has(i) ? 'aside' : ''}"
                aria-pressed=${ctx.selection.has(i) ? 'true' : 'false'}
                aria-label=${t.keep(d)}
                data-die=${i}
                ?disabled=${!canKeep}
                @click=${() => ctx.toggle(i)}
              >
                <span aria-hidden="true">${FACES[d]}</span><span class="value">${d}</span>
              </button>`,
            )}
          </div>
          <div class="actions">
            <button type="button" part="button" data-action="throw" ?disabled=${!canThrow} @click=${() => ctx.send(throwEvent)}>
              ${c.throwsUsed === 0 ? t.throw : t.throwAgain}
            </button>
            <button type="button" part="button" data-action="stop" ?disabled=${!canStop} @click=${() => ctx.send(stopEvent)}>${t.stop}</button>
            ${turnsOffered
              ? html`<button type="button" part="button" data-action="turn" aria-pressed=${ctx.turnSelected ? 'true' : 'false'} @click=${() => ctx.toggleTurn()}>${t.turnSixes}</button>`
              : nothing}
          </div>
        </div>`}
    <p class="last-round" part="last-round">${c.lastRound ? html`<strong>${t.lastRound}:</strong> ${roundText(c, t)}` : nothing}</p>
  `;
}

export const bundle: GameBundle = {
  id: 'schocken',
  title: 'Schocken',
  schema,
  game: schocken,
  ruleTexts,
  compile: (variant) => {
    const path = variant ? `variants/schocken-${variant}.rules` : 'schocken.rules';
    const text = ruleTexts[path];
    if (text === undefined) {
      const known = Object.keys(ruleTexts).flatMap((k) => (k.startsWith('variants/schocken-') ? [k.slice(18, -6)] : []));
      const at = { offset: 0, line: 1, column: 1 };
      return {
        ok: false,
        diagnostics: [{ severity: 'error', code: 'variant/unknown', message: `there is no Schocken variant "${variant}"; variants: ${known.join(', ')}`, range: { file: path, start: at, end: at } }],
      };
    }
    return compile(text, { schemas: [schema], file: `rules/${path}`, resolveGame });
  },
  renderBoard,
};
