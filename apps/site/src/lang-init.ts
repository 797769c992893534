// Loaded first by every page: sets the page's language before the rest of its scripts run.
import { initLang } from './lang.js';

initLang();
