"""The site's own phrases in German (keys and fields as in en.py)."""

STRINGS: dict[str, str] = {
    # The boot screen, before Python runs (scripts/first_words.py writes these for assets/shell.js).
    "boot.label": "Das Spiel startet",
    "boot.page": "Seite wird geladen…",
    "boot.pyscript": "PyScript wird geladen…",
    "boot.runtime": "Python-Laufzeit wird geladen…",
    "boot.python": "Python startet…",
    "boot.running": "Python läuft",
    "boot.files": "Spiel wird geladen…",
    "boot.loaded": "Spiel geladen",
    "boot.table": "Der Tisch wird gedeckt…",
    "boot.failed": "Die Spiele konnten nicht starten",
    "boot.crashed": "In den Spielen ist ein Fehler aufgetreten",
    "boot.details": "Technische Einzelheiten",
    "boot.reload": "Seite neu laden",
    "boot.missing": "Die Python-Laufzeit wurde nicht geladen (./scripts/serve richtet sie ein).",
    "menu.label": "Spielmenü",
    "menu.games_home": "Alle Spiele",
    "chooser.title": "Wähle ein Spiel",
    "chooser.page_title": "Shanghai-Spiele",
    "chooser.players.one": "{count} Spieler",
    "chooser.players.other": "{count} Spieler",
    "chooser.players_range": "{low} bis {high} Spieler",
    "chooser.play": "Spielen",
    "chooser.resume": "Weiterspielen",
    "chooser.in_progress": "Laufende Partie: {name}",
    "chooser.saved.one": "{count} gespeicherte Partie",
    "chooser.saved.other": "{count} gespeicherte Partien",
    "menu.language": "Sprache",
    "word.click": "Klicke auf",
    "word.tap": "Tippe auf",
    # What the saves layer says of links (game/saves/words.py).
    "saves.share.too_long": "Diese Partie ist zu lang für einen Link: Exportiere sie stattdessen als Datei.",
    "saves.link.why.too_long": "Dieser Link ist zu lang ({length} Zeichen; ein Partie-Link hat höchstens "
                               "{most}).",
    "saves.link.why.not_a_game": "Dieser Link enthält keine Partie.",
    "saves.link.why.other_version": "Dieser Link stammt aus einer anderen Version dieser Seite ("
                                    "Link-Version {version}; diese liest Version {ours}).",
    "saves.link.why.bad_characters": "Dieser Link ist beschädigt: Er enthält Zeichen, die ein "
                                     "Partie-Link nie verwendet.",
    "saves.link.why.altered": "Dieser Link ist beschädigt: Er ist abgeschnitten oder verändert.",
    "saves.link.why.not_compressed": "Dieser Link ist beschädigt: Seine Daten sind nicht gepackt wie die "
                                     "eines Partie-Links.",
    "saves.link.why.too_much_data": "Dieser Link enthält zu viele Daten (entpackt mehr als {kib} KiB).",
    "saves.link.why.cut_short": "Dieser Link ist beschädigt: Er ist abgeschnitten.",
    "saves.link.why.extra_data": "Dieser Link ist beschädigt: Hinter der Partie folgen weitere Daten.",
    "saves.link.why.not_text": "Dieser Link ist beschädigt: Seine Partie ist kein Text.",
    "saves.link.why.unreadable": "Die Partie in diesem Link lässt sich nicht lesen: Zug {move}: {problem}",
}
