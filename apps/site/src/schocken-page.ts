// Schocken's page: the house-rule picker.
import { variantPicker } from './pickers.js';

variantPicker('variant-');
