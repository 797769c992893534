// The words of a saved value's notice (storage.ts): loaded when a save first fails or another tab
// saves over this one, not by every page.

export const STORAGE_WORDS = {
  en: {
    failed: { game: 'This game could not be saved in the browser (its storage is full or switched off). You can play on, but a reload would lose it: export the log to keep it.', draft: 'This draft could not be saved in the browser (its storage is full or switched off). It is still in the page address; download it to keep it safe.' },
    otherTab: { game: 'This game is also open in another tab, which has just saved its own state. Which one should be kept? Until you choose, this tab saves nothing.', draft: 'This draft was also changed in another tab. Which text should be kept? Until you choose, this tab saves nothing.' },
    keepMine: 'Keep this tab’s',
    takeTheirs: 'Load the other tab’s',
    export: { game: 'Export log', draft: 'Download .rules' },
    dismiss: 'Dismiss',
  },
  de: {
    failed: { game: 'Diese Partie konnte nicht im Browser gespeichert werden (sein Speicher ist voll oder abgeschaltet). Du kannst weiterspielen, aber ein Neuladen verliert sie: Exportiere das Protokoll, um sie zu behalten.', draft: 'Dieser Entwurf konnte nicht im Browser gespeichert werden (sein Speicher ist voll oder abgeschaltet). Er steht noch in der Adresse der Seite; lade ihn herunter, um ihn sicher zu behalten.' },
    otherTab: { game: 'Diese Partie ist auch in einem anderen Tab offen, der gerade seinen eigenen Stand gespeichert hat. Welche soll bleiben? Bis du wählst, speichert dieser Tab nichts.', draft: 'Dieser Entwurf wurde auch in einem anderen Tab geändert. Welcher Text soll bleiben? Bis du wählst, speichert dieser Tab nichts.' },
    keepMine: 'Diesen Tab behalten',
    takeTheirs: 'Den anderen Tab laden',
    export: { game: 'Protokoll exportieren', draft: '.rules herunterladen' },
    dismiss: 'Schließen',
  },
} as const;
