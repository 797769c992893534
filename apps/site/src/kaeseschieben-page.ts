// Käseschieben's page: two to four players, so one to three bots.
import { chartToggle } from './chart-toggle.js';
import { botPicker, variantPicker } from './pickers.js';

botPicker('kaeseschieben', 3);
// The house-rule picker's links (`?variant=`) play another house rule in the variant's place.
variantPicker('kaeseschieben-');
chartToggle();
