// Schocken's page: the house-rule picker and the chart kept in view.
import { chartToggle } from './chart-toggle.js';
import { variantPicker } from './pickers.js';

variantPicker('variant-');
chartToggle();
