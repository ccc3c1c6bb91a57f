"""Shanghaien's phrases in English, German, Italian and French (its catalogues in locales/, the
engine's English among them), layered over the site's own with i18n.add_phrases as soon as this
module is imported, so every part of the board finds them before it draws.

`say(value)` (the site's, game.ui.i18n.say) says whatever the engine returned: a Phrase
(game/shanghaien/phrases.py, a key plus fields) through the catalogues, anything else as it is
(a player's name).
"""

from __future__ import annotations

from game.shanghaien.ui.locales import de, en, fr, it
from game.ui.i18n import CATALOGUES as ALL
from game.ui.i18n import DEFAULT, add_phrases, say, t

CATALOGUES: dict[str, dict[str, str]] = {"en": en.STRINGS, "de": de.STRINGS, "it": it.STRINGS, "fr": fr.STRINGS}


def install() -> None:
    """Let `t()` speak Shanghaien's phrases (again is harmless: a catalogue joins once)."""
    add_phrases(CATALOGUES)


def level_name(level: str) -> str:
    """A computer level's title in the current language; a level no catalogue knows, as written."""
    key = f"level.{level}"
    return t(key) if key in ALL[DEFAULT] else level


def sentence(value: object) -> str:
    """`say(value)` with a capital first letter and a full stop (for a hint or a reason)."""
    text = say(value)
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?", "…")) else text + "."


install()
