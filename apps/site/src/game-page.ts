// Every game's page (one template, src/game-page-html.ts): the game is the one its page plays. The
// pickers it carries (bots at the table, house rules) and the chart kept in view.
import { chartToggle } from './chart-toggle.js';
import { botPicker, variantPicker } from './pickers.js';

const game = document.getElementById('game')?.getAttribute('game') ?? '';
const opponents = document.querySelector<HTMLSelectElement>('select#opponents');
if (opponents) botPicker(game, opponents.options.length);
// The house-rule picker's links (`?variant=`) play another house rule in the variant's place.
variantPicker(`${game}-`);
chartToggle();
