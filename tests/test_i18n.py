"""The interface's catalogues: every language has every phrase, with the same fields to fill."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

from game.ui import i18n
from game.ui.i18n import CATALOGUES, DEFAULT, LANGUAGES, add_phrases, choose_language, fields_of, set_language, t

OTHERS = [code for code in LANGUAGES if code != DEFAULT]


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language(DEFAULT)


@pytest.mark.parametrize("code", OTHERS)
def test_every_language_has_every_english_phrase_and_no_other(code):
    missing = sorted(set(CATALOGUES[DEFAULT]) - set(CATALOGUES[code]))
    extra = sorted(set(CATALOGUES[code]) - set(CATALOGUES[DEFAULT]))
    assert not missing, f"{code} lacks {missing}"
    assert not extra, f"{code} has keys English lacks: {extra}"


@pytest.mark.parametrize("code", OTHERS)
def test_a_translation_fills_in_the_same_fields_as_english(code):
    wrong = {
        key: (fields_of(english), fields_of(CATALOGUES[code][key]))
        for key, english in CATALOGUES[DEFAULT].items()
        if key in CATALOGUES[code] and fields_of(english) != fields_of(CATALOGUES[code][key])
    }
    assert not wrong, f"{code}: fields differ {wrong}"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_key_is_written_twice_in_a_catalogue(code):
    # A dict literal keeps the last of two equal keys without a word: one phrase would vanish.
    source = Path(i18n.__file__).parent.parent / "shanghaien" / "ui" / "locales" / f"{code}.py"
    tree = ast.parse(source.read_text(encoding="utf-8"))
    [strings] = [node.value for node in tree.body if isinstance(node, ast.AnnAssign | ast.Assign)
                 and "STRINGS" in ast.unparse(node.target if isinstance(node, ast.AnnAssign) else node.targets[0])]
    written = [key.value for key in strings.keys if isinstance(key, ast.Constant)]
    twice = sorted(key for key, times in Counter(written).items() if times > 1)
    assert not twice, f"{code}.py writes these keys more than once: {twice}"


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

    for code in LANGUAGES:
        set_language(code)
        assert [i18n.level_name(level) for level in AI_LEVELS] == [CATALOGUES[code][f"level.{level}"] for level in AI_LEVELS]
    assert i18n.level_name("kraken") == "kraken"  # a level no catalogue knows, as the record wrote it
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
        with pytest.raises(ValueError, match="menu.new"):
            add_phrases({"en": {"menu.new": "Start over"}})
        assert t("menu.new") == CATALOGUES["fr"]["menu.new"]
    finally:
        for code, maps in chains.items():
            CATALOGUES[code].maps[:] = maps
        set_language(DEFAULT)
