// Käseschieben's page: two to four players, so one to three bots.
import { botPicker } from './pickers.js';

botPicker('kaeseschieben', 3);
