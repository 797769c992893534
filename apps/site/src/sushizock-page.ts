// Sushizock's page: two to five players, so one to four bots, and its house rules.
import { chartToggle } from './chart-toggle.js';
import { botPicker, variantPicker } from './pickers.js';

botPicker('sushizock', 4);
variantPicker('sushizock-');
chartToggle();
