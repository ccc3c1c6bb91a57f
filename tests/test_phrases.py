"""The engine's Phrases (game/shanghaien/phrases.py) in every language: each key the engine can say
has a phrase in every catalogue, English through the UI is the engine's own English, and the
board's own keys (t("...") in game/ui and game/shanghaien/ui, data-i18n in index.html) all exist."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.shanghaien import actions as A
from game.shanghaien import view
from game.shanghaien.ai.hint import reason
from game.shanghaien.legality import why_not
from game.shanghaien.narrate import narrate
from game.shanghaien.phrases import ENGLISH, Phrase
from game.shanghaien.randomplay import random_options, shuffled_deck
from game.shanghaien.state import State
from game.ui.i18n import CATALOGUES, DEFAULT, LANGUAGES, set_language
from game.shanghaien.ui.words import say

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("Ann", "Bo")


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language(DEFAULT)


def _spoken_phrases(games: int = 12, seed: int = 3) -> list[Phrase]:
    """Every phrase the engine says over some random games: log lines, refusals, previews, trick menus, hints."""
    rng = random.Random(seed)
    out: list[Phrase] = []
    for _ in range(games):
        state = State(shuffled_deck(rng), rng.randrange(2), random_options(rng))
        while not state.is_terminal():
            out.extend(r for a in range(A.NUM_DECISIONS) if (r := why_not(state, a)))
            board = view.board(state, NAMES)
            out.extend(slot["name"] for slot in board["tavern"])
            out.extend(award["text"] for award in board["preview"])
            out.extend(half["reason"] for entry in board["trick_menu"] for half in entry["halves"] if half["reason"])
            legal = state.legal_actions()
            if state.current_player() >= 0:
                out.extend(reason(state, a, NAMES) for a in legal)
            action = rng.choice(legal)
            out.append(narrate(state, action, NAMES))
            state.apply_action(action)
    return [p for p in out if isinstance(p, Phrase)]


SPOKEN = _spoken_phrases()


def _keys(phrase: Phrase) -> set[str]:
    """The phrase's key and the keys of the phrases nested in its fields."""
    keys = {phrase.key}
    for value in phrase.fields.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Phrase):
                keys |= _keys(item)
    return keys


def _catalogue_has(code: str, key: str) -> bool:
    catalogue = CATALOGUES[code]
    return key in catalogue or (f"{key}.one" in catalogue and f"{key}.other" in catalogue)


def test_the_engine_says_many_different_things():
    keys = set().union(*(_keys(p) for p in SPOKEN))
    assert len(keys) > 60
    assert any(k.startswith("log.") for k in keys) and any(k.startswith("why.") for k in keys)
    assert any(k.startswith("hint.") for k in keys) and any(k.startswith("award.") for k in keys)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_phrase_the_engine_says_has_a_translation(code):
    keys = set().union(*(_keys(p) for p in SPOKEN)) | {k.rsplit(".", 1)[0] if k.endswith((".one", ".other"))
                                                       else k for k in ENGLISH}
    missing = sorted(k for k in keys if not _catalogue_has(code, k))
    assert not missing, f"{code} lacks {missing}"


def test_english_in_the_browser_is_the_engines_own_english():
    set_language("en")
    assert all(say(p) == str(p) for p in SPOKEN)


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != DEFAULT])
def test_other_languages_render_every_phrase_in_full(code):
    set_language(code)
    rendered = {p: say(p) for p in SPOKEN}
    leftovers = [text for text in rendered.values() if "{" in text or "}" in text]
    assert not leftovers
    assert all("Ann" in text or "Ann" not in str(p) for p, text in rendered.items())  # names survive
    differ = sum(text != str(p) for p, text in rendered.items())
    assert differ > 0.9 * len(rendered)


def test_a_log_line_in_german_reads_as_german():
    state = State(shuffled_deck(random.Random(1)), 0)
    set_language("de")
    assert say(narrate(state, A.ROLL, NAMES)) == "Ann würfelt."
    state.apply_action(A.ROLL)
    assert say(narrate(state, A.dice(3, 3), NAMES)) == "Ann würfelte eine doppelte 3."
    set_language("fr")
    assert say(why_not(state, A.SHANGHAI)) == "les dés roulent encore : leur résultat passe d'abord"


def test_every_key_the_board_asks_for_exists():
    used = set()
    for path in [*(ROOT / "game" / "ui").glob("*.py"), *(ROOT / "game" / "shanghaien" / "ui").glob("*.py")]:
        used |= set(re.findall(r'\bt\("([A-Za-z0-9_.]+)"', path.read_text(encoding="utf-8")))
    used |= set(re.findall(r'data-i18n(?:-label)?="([^"]+)"', (ROOT / "index.html").read_text(encoding="utf-8")))
    assert len(used) > 150
    missing = sorted(k for k in used if not _catalogue_has(DEFAULT, k))
    assert not missing
