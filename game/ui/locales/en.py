"""The site's own phrases in English: the boot screen, the masthead and the game chooser.
Each board adds its own catalogue (i18n.add_phrases); the other languages have the same keys and fields."""

from game.saves.words import ENGLISH as SAVES_ENGLISH

STRINGS: dict[str, str] = {
    # The boot screen, before Python runs (scripts/first_words.py writes these for assets/shell.js).
    "boot.label": "Starting the game",
    "boot.page": "Loading the page…",
    "boot.pyscript": "Loading PyScript…",
    "boot.runtime": "Loading the Python runtime…",
    "boot.python": "Starting Python…",
    "boot.running": "Python is running",
    "boot.files": "Loading the game…",
    "boot.loaded": "Game loaded",
    "boot.table": "Setting the table…",
    "boot.failed": "The games could not start",
    "boot.crashed": "The games ran into an error",
    "boot.details": "Technical details",
    "boot.reload": "Reload the page",
    "boot.missing": "The Python runtime did not load (run ./scripts/serve to set it up).",
    "menu.label": "Game menu",
    "menu.games_home": "All games",
    "chooser.title": "Choose a game",
    "chooser.page_title": "Shanghai games",
    "chooser.players.one": "{count} player",
    "chooser.players.other": "{count} players",
    "chooser.players_range": "{low} to {high} players",
    "chooser.play": "Play",
    "chooser.resume": "Resume",
    "chooser.in_progress": "In progress: {name}",
    "chooser.saved.one": "{count} saved game",
    "chooser.saved.other": "{count} saved games",
    "menu.language": "Language",
    "word.click": "click",
    "word.tap": "tap",
    **SAVES_ENGLISH,  # what the saves layer says of links, written in game/saves/words.py
}
