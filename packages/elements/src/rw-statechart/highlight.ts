import { activeIds, possibleNow, type ChartModel } from '@regelwerk/statechart';

/** What the chart lights up now: the game's state (or the state of the step being replayed), the step, the ways on. */
export interface Highlight {
  /** The states lit: the one shown (replayed or active) and its ancestors. */
  readonly lit: ReadonlySet<string>;
  /** The states the last step passed through before it came to rest. */
  readonly passed: ReadonlySet<string>;
  /** The state of the last step lit right now, while the step is replayed. */
  readonly flash: string | null;
  /** The transitions the last step took (indexes of the chart's edges). */
  readonly taken: ReadonlySet<number>;
  /** The transitions an event can take now (none while a step is replayed). */
  readonly now: ReadonlySet<number>;
  /** The state that is the chart's tab stop. */
  readonly focus: string | undefined;
}

/** The highlight of `chart` with the game in `active`, the step `step` and `flash` lit during its replay. */
export function highlightOf(
  chart: ChartModel,
  active: string | null,
  flash: string | null,
  step: { readonly states: readonly string[]; readonly edges: readonly number[] } | null,
  focusId: string | null,
  first: string | undefined,
): Highlight {
  const shown = flash ?? active;
  return {
    lit: new Set(shown ? activeIds(shown) : []),
    passed: new Set(step?.states.slice(0, -1) ?? []),
    flash,
    taken: new Set(step?.edges ?? []),
    now: new Set(active && !flash ? possibleNow(chart, active) : []),
    focus: focusId ?? (active && chart.nodes.some((n) => n.id === active) ? active : first),
  };
}

/**
 * Brings the drawn chart in line with `h` by toggling classes, parts, the tab stop and the
 * accessible name on the states and transitions whose highlight changed: a move of the game
 * touches a few nodes, not the whole SVG (which a re-render of its template would walk).
 * `aria(id, on)` gives a state's accessible name, lit or not.
 */
export function applyHighlight(svg: Element, h: Highlight, selected: string | null, aria: (id: string, on: boolean) => string): void {
  for (const g of svg.querySelectorAll<SVGGElement>('g.state')) {
    const id = g.getAttribute('data-state')!;
    const on = h.lit.has(id);
    if (g.classList.contains('active') !== on) {
      g.classList.toggle('active', on);
      g.setAttribute('part', on ? 'state state-active' : 'state');
      g.setAttribute('aria-label', aria(id, on));
    }
    g.classList.toggle('passed', h.passed.has(id));
    g.classList.toggle('flash', h.flash === id);
    g.classList.toggle('selected', selected === id);
    const tab = id === h.focus ? '0' : '-1';
    if (g.getAttribute('tabindex') !== tab) g.setAttribute('tabindex', tab);
  }
  for (const g of svg.querySelectorAll<SVGGElement>('g.transition')) {
    const i = Number(g.getAttribute('data-edge'));
    g.classList.toggle('now', h.now.has(i));
    g.classList.toggle('taken', h.taken.has(i));
  }
}
