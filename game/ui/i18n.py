"""The interface's words in English, German, Italian and French: pick a language, look up a phrase.

`t(key)` says a phrase of the site's own catalogue (game/ui/locales: the boot screen, the
masthead, the chooser) or of a board's, which the board adds with `add_phrases` before it draws
(Shanghaien's: game/shanghaien/ui/words.py). `say(value)` says a Phrase (game/phrase.py) that
an engine or the saves layer returned, in the current language.
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Iterable, Mapping
from string import Formatter

from game.phrase import Phrase, render
from game.ui.locales import de, en, fr, it

# Language code -> the language's own name (the menu shows it that way in every language).
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "it": "Italiano", "fr": "Français"}
DEFAULT = "en"
# The site's own phrases, then each board's (add_phrases), looked up in that order.
CATALOGUES: dict[str, ChainMap[str, str]] = {
    "en": ChainMap(en.STRINGS), "de": ChainMap(de.STRINGS), "it": ChainMap(it.STRINGS), "fr": ChainMap(fr.STRINGS),
}

_current = DEFAULT
_touch = False  # the player points with a finger: phrases say "tap" where a mouse would "click"


def choose_language(saved: object, browser_languages: Iterable[str] = ()) -> str:
    """The language to show: the one the player chose, else the browser's first we speak, else English."""
    if isinstance(saved, str) and saved in LANGUAGES:
        return saved
    for tag in browser_languages:
        code = str(tag).replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def add_phrases(catalogues: Mapping[str, Mapping[str, str]]) -> None:
    """Let `t()` speak a board's own phrases, given per language code (once per catalogue; a key
    the site or another board already has is refused, so no phrase is silently replaced)."""
    for code, phrases in catalogues.items():
        chain = CATALOGUES[code]
        if any(known is phrases for known in chain.maps):
            continue
        clash = sorted(set(phrases) & set(chain))
        if clash:
            raise ValueError(f"phrases already in the {code} catalogue: {', '.join(clash[:5])}")
        chain.maps.append(phrases)


def set_language(code: str) -> None:
    """Make `code` the language every later `t()` speaks (unknown codes mean English)."""
    global _current
    _current = code if code in LANGUAGES else DEFAULT


def set_touch(touch: bool) -> None:
    """Say "tap" (True) or "click" (False) in the phrases with a {click} field."""
    global _touch
    _touch = touch


def current_language() -> str:
    """The code of the language `t()` speaks now."""
    return _current


def plural_key(key: str, count: int, language: str) -> str:
    """`key.one` or `key.other` for `count` (French counts 0 as singular, the others do not)."""
    one = count in (0, 1) if language == "fr" else count == 1
    return f"{key}.{'one' if one else 'other'}"


def t(key: str, count: int | None = None, **params: object) -> str:
    """The phrase `key` in the current language with `{name}` fields filled from params.

    With `count`, picks `key.one`/`key.other` and offers `{count}` to the phrase. A key missing
    in the current language falls back to English, then to the key itself, so a gap shows
    rather than breaking the board (tests/test_i18n.py keeps the catalogues complete).
    """
    if count is not None:
        key = plural_key(key, count, _current)
        params = {"count": count, **params}
    phrase = CATALOGUES[_current].get(key) or CATALOGUES[DEFAULT].get(key)
    if phrase is None:
        return key
    if "{click}" in phrase:  # the pointing verb of this screen, capitalised where it opens the phrase
        verb = template("word.tap" if _touch else "word.click")
        params = {"click": verb[:1].upper() + verb[1:] if phrase.startswith("{click}") else verb, **params}
    return phrase.format_map(params) if params else phrase


def has_phrase(key: str) -> bool:
    """True if the site or a board started so far has a phrase `key` (in English at least)."""
    return key in CATALOGUES[DEFAULT]


def fields_of(phrase: str) -> set[str]:
    """The `{name}` fields a phrase fills in (for checking translations keep them)."""
    return {name for _, name, _, _ in Formatter().parse(phrase) if name}


def template(key: str) -> str:
    """The raw phrase `key` in the current language (English, then the key, if missing)."""
    return CATALOGUES[_current].get(key) or CATALOGUES[DEFAULT].get(key) or key



def say(value: object) -> str:
    """A Phrase in the current language (its nested phrases too); any other value as plain text."""
    if isinstance(value, Phrase):
        return render(value.key, value.fields, template, say, lambda key, count: plural_key(key, count, _current))
    return "" if value is None else str(value)
