"""The first-game guide's choice of tip (game/shanghaien/ui/guide.py) and the settings that remember it and
the language (game/shanghaien/ui/settings.py), on positions from the engine's own board view."""

from __future__ import annotations

from game.shanghaien import view
from game.shanghaien.ui.guide import Guide, applicable
from game.shanghaien.ui.settings import Settings, settings_from

from conftest import play as record


def board(moves: list[str]) -> dict:
    return view.board(record(moves))


def test_only_the_moments_a_newcomer_cannot_guess_have_a_tip():
    assert applicable(board([]), True, True) == []  # the banner says roll
    assert applicable(board(["roll 3 5"]), True, True) == ["direction"]
    assert applicable(board(["roll 3 5", "dir up"]), True, True) == []  # the banner says place a die
    assert applicable(board(["roll 3 5", "dir up", "place 3", "roll 2 4", "place 2"]), True, True) == ["preview"]
    assert applicable(board(["roll 3 5", "dir up", "place 3", "roll 2 4", "place 2"]), True, False) == []
    assert applicable(board(["roll 3 5"]), False, True) == []  # the computer's turn: no tip


def test_the_shanghai_tip_waits_for_a_shanghai_that_pays():
    pays = board(["roll 3 6", "dir up", "place 6", "roll 1 6", "place 1", "roll 3 4", "place 3", "roll 1 5", "place 1"])
    takers = [award["taker"] for award in pays["preview"]]
    assert "shanghai" in pays["legal"] and takers.count(pays["to_move"]) > takers.count(1 - pays["to_move"])
    assert applicable(pays, True, True) == ["shanghai", "preview"]
    not_yet = board(["roll 1 4", "dir down", "place 4", "roll 3 4", "place 4", "roll 2 5", "place 5", "roll 1 5", "place 5"])
    takers = [award["taker"] for award in not_yet["preview"]]
    assert "shanghai" in not_yet["legal"] and takers.count(not_yet["to_move"]) <= takers.count(1 - not_yet["to_move"])
    assert applicable(not_yet, True, True) == ["preview"]


def test_a_tip_goes_once_its_moment_has_passed_or_it_is_dismissed():
    guide = Guide(True, [])
    assert guide.next_tip(board([]), True, True) is None
    assert guide.next_tip(board(["roll 3 5"]), True, True) == "direction"
    assert guide.next_tip(board(["roll 3 5"]), True, True) == "direction"  # redrawn, still the same moment
    assert guide.next_tip(board(["roll 3 5", "dir up"]), True, True) is None
    assert "direction" in guide.done  # its moment has passed
    assert guide.next_tip(board(["roll 3 5", "dir up", "place 3", "roll 2 4", "place 2"]), True, True) == "preview"
    guide.dismiss()
    assert guide.next_tip(board(["roll 3 5", "dir up", "place 3", "roll 2 4", "place 2"]), True, True) is None
    assert guide.done == {"direction", "preview"}


def test_no_tips_once_switched_off():
    guide = Guide(True, ["direction"])
    assert guide.next_tip(board(["roll 3 5"]), True, True) is None  # seen before: not again
    guide.switch_off()
    assert guide.next_tip(board(["roll 3 5"]), True, True) is None
    assert Guide(False, []).next_tip(board([]), True, True) is None


def test_settings_keep_the_language_and_the_guides_progress():
    saved = Settings(language="fr", guide=False, tips=["roll", "die"]).to_json()
    back = settings_from(saved)
    assert (back.language, back.guide, back.tips) == ("fr", False, ["roll", "die"])
    odd = settings_from({"language": "xx", "guide": "no", "tips": ["roll", 3]})
    assert (odd.language, odd.guide, odd.tips) == ("", True, ["roll"])
