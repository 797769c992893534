// Sushizock's page: two to five players, so one to four bots.
import { botPicker } from './pickers.js';

botPicker('sushizock', 4);
