"""The saves layer's own sentences: what it says when a game cannot be shared or a link cannot be
opened, as Phrases (game/phrase.py) whose English is written here; the site's catalogues
(game/ui/locales) say them in the other languages.
"""

from __future__ import annotations

from typing import Any

from game.phrase import Phrase

ENGLISH: dict[str, str] = {
    "saves.share.too_long": "This game is too long for a link: export it as a file instead.",
    "saves.link.why.too_long": "This link is too long ({length} characters; a game link has at most {most}).",
    "saves.link.why.not_a_game": "This link does not hold a game.",
    "saves.link.why.other_version": "This link was made by another version of this site (link version "
                                    "{version}; this one reads version {ours}).",
    "saves.link.why.bad_characters": "This link is damaged: it holds characters a game link never uses.",
    "saves.link.why.altered": "This link is damaged: it is cut short or altered.",
    "saves.link.why.not_compressed": "This link is damaged: its data is not compressed as a game link's is.",
    "saves.link.why.too_much_data": "This link holds too much data (more than {kib} KiB once unpacked).",
    "saves.link.why.cut_short": "This link is damaged: it is cut short.",
    "saves.link.why.extra_data": "This link is damaged: it has extra data after the game.",
    "saves.link.why.not_text": "This link is damaged: its game is not text.",
    "saves.link.why.unreadable": "The game in this link cannot be read: move {move}: {problem}",
}


class SavesPhrase(Phrase):
    """A sentence of the saves layer."""

    english = ENGLISH


def say(key: str, **fields: Any) -> SavesPhrase:
    """The saves layer's phrase `key` with these fields (its str value is the English sentence)."""
    return SavesPhrase(key, fields)
