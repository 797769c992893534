// The playground page: `?game=` picks the game of the editor (the first in the picker when none is
// asked for), `?variant=` a shipped house rule to start from. The rule text itself travels in the
// address's fragment, which the picker's links keep.

const params = new URLSearchParams(location.search);
const links = [...document.querySelectorAll<HTMLAnchorElement>('.game-picker a[data-game]')];
const known = links.map((a) => a.dataset.game!);
// Without `?game=`, a shared text in the fragment (`#rules=1.<game>.…`) names its game.
const sharedGame = /(?:^#|&)rules=\d+\.([a-z0-9-]+)\./.exec(location.hash)?.[1];
// An unknown game is passed on as it is: the editor says which games there are.
const game = params.get('game') ?? sharedGame ?? known[0] ?? '';
const editor = document.getElementById('editor')!;
const variant = params.get('variant');
if (variant) editor.setAttribute('variant', variant);
editor.setAttribute('game', game);

for (const a of links) {
  if (a.dataset.game === game) a.setAttribute('aria-current', 'page');
  // The fragment changes as the text is edited: a link takes it along when it is followed.
  const keepHash = () => {
    const url = new URL(a.href);
    url.hash = location.hash;
    a.href = url.href;
  };
  a.addEventListener('click', keepHash);
  a.addEventListener('focus', keepHash);
}
