"""The interface's catalogues, the site's own and Shanghaien's board's: every language has every
phrase, with the same fields to fill."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from game.shanghaien.ui import words
from game.ui import i18n, locales
from game.ui.i18n import CATALOGUES, DEFAULT, LANGUAGES, add_phrases, choose_language, fields_of, set_language, t
from game.ui.locales import de, en, fr, it

OTHERS = [code for code in LANGUAGES if code != DEFAULT]
# Each catalogue on its own (the site's, then a board's), and the folder its files are in.
SITE = {"en": en.STRINGS, "de": de.STRINGS, "it": it.STRINGS, "fr": fr.STRINGS}
OWN = {"site": (SITE, Path(locales.__file__).parent),
       "shanghaien": (words.CATALOGUES, Path(words.__file__).parent / "locales")}
EACH = [(name, code) for name in OWN for code in OTHERS]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language(DEFAULT)


@pytest.mark.parametrize("name, code", EACH)
def test_every_language_has_every_english_phrase_and_no_other(name, code):
    catalogues = OWN[name][0]
    missing = sorted(set(catalogues[DEFAULT]) - set(catalogues[code]))
    extra = sorted(set(catalogues[code]) - set(catalogues[DEFAULT]))
    assert not missing, f"{name} {code} lacks {missing}"
    assert not extra, f"{name} {code} has keys English lacks: {extra}"


@pytest.mark.parametrize("name, code", EACH)
def test_a_translation_fills_in_the_same_fields_as_english(name, code):
    catalogues = OWN[name][0]
    wrong = {
        key: (fields_of(english), fields_of(catalogues[code][key]))
        for key, english in catalogues[DEFAULT].items()
        if key in catalogues[code] and fields_of(english) != fields_of(catalogues[code][key])
    }
    assert not wrong, f"{name} {code}: fields differ {wrong}"


def test_the_site_and_shanghaien_share_no_key_and_the_page_speaks_every_one_of_both():
    assert not set(SITE[DEFAULT]) & set(words.CATALOGUES[DEFAULT])
    for code in LANGUAGES:
        assert {**SITE[code], **words.CATALOGUES[code]}.items() <= dict(CATALOGUES[code]).items()


def test_the_shell_asks_only_for_the_sites_own_phrases():
    # The chooser is drawn before any board has added its catalogue.
    folder = Path(i18n.__file__).parent
    asked = set()
    for source in folder.glob("*.py"):
        asked |= set(re.findall(r'\b(?:t|template)\("([A-Za-z0-9_.]+)"', source.read_text(encoding="utf-8")))
    asked = {key for key in asked if not key.startswith("x.")}
    assert {"chooser.title", "word.tap"} <= asked
    missing = sorted(k for k in asked if k not in SITE[DEFAULT] and f"{k}.one" not in SITE[DEFAULT])
    assert not missing


@pytest.mark.parametrize("name, code", [(name, code) for name in OWN for code in LANGUAGES])
def test_no_key_is_written_twice_in_a_catalogue(name, code):
    # A dict literal keeps the last of two equal keys without a word: one phrase would vanish.
    source = OWN[name][1] / f"{code}.py"
    tree = ast.parse(source.read_text(encoding="utf-8"))
    [strings] = [node.value for node in tree.body if isinstance(node, ast.AnnAssign | ast.Assign)
                 and "STRINGS" in ast.unparse(node.target if isinstance(node, ast.AnnAssign) else node.targets[0])]
    written = [key.value for key in strings.keys if isinstance(key, ast.Constant)]
    twice = sorted(key for key, times in Counter(written).items() if times > 1)
    assert not twice, f"{source} writes these keys more than once: {twice}"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_phrase_is_empty_and_plurals_come_in_pairs(code):
    catalogue = CATALOGUES[code]
    assert all(isinstance(p, str) and p.strip() for p in catalogue.values())
    for key in catalogue:
        stem, _, form = key.rpartition(".")
        if form in ("one", "other"):
            assert f"{stem}.one" in catalogue and f"{stem}.other" in catalogue, key


def test_the_language_follows_the_players_choice_then_the_browser_then_english():
    assert choose_language("fr", ["de-DE"]) == "fr"
    assert choose_language(None, ["nl-NL", "it-CH", "de"]) == "it"
    assert choose_language("xx", ["pt_BR", "DE-at"]) == "de"
    assert choose_language(None, []) == "en"


def test_a_phrase_speaks_the_current_language_and_falls_back_to_english_then_the_key(monkeypatch):
    monkeypatch.setitem(CATALOGUES, "en", {"x.hello": "Hello {name}", "x.dice.one": "{count} die", "x.dice.other": "{count} dice"})
    monkeypatch.setitem(CATALOGUES, "fr", {"x.dice.one": "{count} dé", "x.dice.other": "{count} dés"})
    set_language("fr")
    assert i18n.current_language() == "fr"
    assert t("x.hello", name="<b>") == "Hello <b>"
    assert t("x.dice", count=0) == "0 dé"
    assert t("x.nothing") == "x.nothing"
    set_language("en")
    assert t("x.dice", count=0) == "0 dice" and t("x.dice", count=1) == "1 die"
    set_language("klingon")
    assert i18n.current_language() == "en"


def test_a_level_is_named_by_the_catalogues_alone():
    from game.shanghaien.ui.session import AI_LEVELS, Setup, players_for
    from game.shanghaien.ui.words import level_name

    for code in LANGUAGES:
        set_language(code)
        assert [level_name(level) for level in AI_LEVELS] == [CATALOGUES[code][f"level.{level}"] for level in AI_LEVELS]
    assert level_name("kraken") == "kraken"  # a level no catalogue knows, as the record wrote it
    set_language(DEFAULT)
    assert players_for(Setup(opponent="captain"))[1].name == CATALOGUES[DEFAULT]["level.captain"]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_touch_screens_tap_where_a_mouse_clicks(code):
    set_language(code)
    try:
        i18n.set_touch(False)
        clicked = t("turn.you.place", dice="3")
        guide = t("guide.direction.text")
        i18n.set_touch(True)
        tapped = t("turn.you.place", dice="3")
    finally:
        i18n.set_touch(False)
    assert CATALOGUES[code]["word.click"] in clicked and CATALOGUES[code]["word.tap"] in tapped
    assert "{click}" not in clicked + tapped and guide[:1].isupper()  # it opens the tip: a capital


def test_a_boards_phrases_join_the_catalogues_once_and_never_replace_one() -> None:
    board = {"en": {"board_x.hello": "Hello {name}"}, "de": {"board_x.hello": "Hallo {name}"}}
    chains = {code: CATALOGUES[code].maps[:] for code in CATALOGUES}
    try:
        add_phrases(board)
        add_phrases(board)  # a board started twice adds nothing more
        set_language("de")
        assert t("board_x.hello", name="Anna") == "Hallo Anna"
        set_language("fr")
        assert t("board_x.hello", name="Anna") == "Hello Anna"  # English stands in for a missing one
        assert sum(m is board["en"] for m in CATALOGUES["en"].maps) == 1
        with pytest.raises(ValueError, match="chooser.play"):
            add_phrases({"en": {"chooser.play": "Start over"}})
        assert t("chooser.play") == CATALOGUES["fr"]["chooser.play"]
    finally:
        for code, maps in chains.items():
            CATALOGUES[code].maps[:] = maps
        set_language(DEFAULT)
