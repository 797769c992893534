// A game page's "chart in view" toggle: the live statechart beside the board (wide screens, where
// it then stays in view while the page scrolls) or over it (narrow screens: a panel at the foot of
// the window, the board scrollable above it), so that game and chart show together on a phone.
// The choice is remembered. The buttons are made here: a page without scripts has no live chart.

export const CHART_VIEW_KEY = 'regelwerk-site:chart-in-view';

function stored(): boolean {
  try {
    return localStorage.getItem(CHART_VIEW_KEY) === 'on';
  } catch {
    return false; // storage blocked: the chart starts in its place
  }
}

function remember(on: boolean): void {
  try {
    localStorage.setItem(CHART_VIEW_KEY, on ? 'on' : 'off');
  } catch {
    // nothing to remember it in
  }
}

/** A button with its text in both languages (the page shows the one of `<html lang>`). */
function button(action: string, en: string, de: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `chart-toggle ${action}`;
  b.dataset.action = action;
  for (const [lang, text] of [
    ['en', en],
    ['de', de],
  ] as const) {
    const span = document.createElement('span');
    span.dataset.lang = lang;
    span.textContent = text;
    b.append(span);
  }
  return b;
}

/**
 * Wires the toggle of a game page's live chart (the sections headed `#play` and `#chart`): one
 * button beside the game's heading, pressed while the chart is kept in view, and one in the chart's
 * panel that closes it (Escape in the panel does too).
 */
export function chartToggle(): void {
  const playHeading = document.getElementById('play');
  const chartHeading = document.getElementById('chart');
  const panel = chartHeading?.closest('section');
  if (!playHeading || !chartHeading || !panel) return;
  const toggle = button('chart-view', 'Chart in view', 'Diagramm im Blick');
  panel.classList.add('chart-panel');
  toggle.setAttribute('aria-controls', (panel.id ||= 'chart-panel'));
  const close = button('chart-close', 'Close the chart', 'Diagramm schließen');
  // Beside the game's heading, on its row: the toggle takes no height of its own.
  const head = document.createElement('div');
  head.className = 'play-head';
  playHeading.before(head);
  head.append(playHeading, toggle);
  const game = head.parentElement?.querySelector('rw-game');
  chartHeading.before(close);
  const set = (on: boolean): void => {
    document.documentElement.dataset.chartView = on ? 'on' : 'off';
    toggle.setAttribute('aria-pressed', String(on));
  };
  set(stored());
  toggle.addEventListener('click', () => {
    const on = toggle.getAttribute('aria-pressed') !== 'true';
    remember(on);
    set(on);
    // Narrow: the panel now covers the window's foot; the game moves to the window's top, so
    // that what shows above the panel is the board and not the page's introduction.
    if (on && getComputedStyle(panel).position === 'fixed') (game ?? head).scrollIntoView({ block: 'start' });
  });
  close.addEventListener('click', () => {
    remember(false);
    set(false);
    toggle.focus();
  });
  panel.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || getComputedStyle(close).display === 'none') return;
    e.preventDefault();
    close.click();
  });
}
