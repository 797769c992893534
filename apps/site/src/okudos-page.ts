// O'kudos' page: two to four players, so one to three bots, and the rulebook's variants.
import { chartToggle } from './chart-toggle.js';
import { botPicker, variantPicker } from './pickers.js';

botPicker('okudos', 3);
variantPicker('okudos-');
chartToggle();
