"""Sentences as values: a Phrase is a key plus fields, and it *is* its English text.

A Phrase subclasses `str`, so whatever prints or compares it (the command line, records, tests)
sees plain English; a page reads its `key` and `fields` to say the same sentence in another
language (game.ui.i18n.say). Each speaker keeps its English templates in one table and
subclasses Phrase with it: Shanghaien's engine (game/shanghaien/phrases.py) and the saves layer
(game/saves/words.py).

Fields hold plain values (names, numbers), nested Phrases or sequences of them: a list reads
"a, b and c" (the "and" is the phrase "list.and"), a tuple reads "a; b" with a capital first
letter. A `count` field picks `key.one` or `key.other`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar


_TEXTS: dict[tuple, str] = {}  # English texts already rendered, by class, key and fields
_TEXTS_KEPT = 4096


class Phrase(str):
    """A sentence: its English text, plus the key and fields that made it."""

    english: ClassVar[Mapping[str, str]] = {}  # the speaker's English templates (a subclass sets them)
    key: str
    fields: dict[str, Any]

    def __new__(cls, key: str, fields: dict[str, Any]) -> Phrase:
        """Build the phrase `key` with `fields`, rendered in English."""
        try:  # the same few refusals are built over and over (a legality check of every action)
            memo: tuple | None = (cls, key, *((name, type(v), v) for name, v in fields.items()))
            text = _TEXTS.get(memo)
        except TypeError:  # a list among the fields
            memo = text = None
        if text is None:
            text = render(key, fields, cls.english.__getitem__)
            if memo is not None and len(_TEXTS) < _TEXTS_KEPT:
                _TEXTS[memo] = text
        self = super().__new__(cls, text)
        self.key = key
        self.fields = fields
        return self

    def __reduce__(self) -> tuple:
        return type(self), (self.key, self.fields)


def plural(key: str, count: int) -> str:
    """English plural choice: `key.one` for 1, `key.other` otherwise."""
    return f"{key}.{'one' if count == 1 else 'other'}"


def join(items: list[str], word: str) -> str:
    """'a', 'a and b', 'a, b and c' with `word` as the 'and'."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def capital(text: str) -> str:
    """The text with its first letter in upper case."""
    return text[:1].upper() + text[1:]


def render(key: str, fields: dict[str, Any], template_of: Any, value_of: Any = str,
           plural_of: Any = plural) -> str:
    """Fill the template of `key` (looked up by `template_of`) with the fields made text.

    `value_of` turns one field value into text (nested Phrases too); a page passes its own
    lookups to render the same phrase in another language.
    """

    def text(value: Any) -> str:
        if isinstance(value, list):
            return join([text(v) for v in value], template_of("list.and"))
        if isinstance(value, tuple):
            return capital("; ".join(text(v) for v in value))
        return value_of(value)

    if "count" in fields:
        key = plural_of(key, fields["count"])
    return template_of(key).format_map({name: text(v) for name, v in fields.items()})
