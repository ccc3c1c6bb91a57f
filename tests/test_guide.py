"""The first-game guide's choice of tip (game/ui/guide.py) and the settings that remember it and
the language (game/ui/settings.py), on positions from the engine's own board view."""

from __future__ import annotations

from game.shanghaien import view
from game.ui.guide import Guide, applicable
from game.ui.settings import Settings, settings_from

from conftest import play as record


def board(moves: list[str]) -> dict:
    return view.board(record(moves))


def test_each_step_of_a_first_turn_has_its_tip():
    assert applicable(board([]), True, True) == ["roll"]
    assert applicable(board(["roll 3 5"]), True, True) == ["direction"]
    assert applicable(board(["roll 3 5", "dir up"]), True, True) == ["die"]
    assert applicable(board(["roll 3 5", "dir up", "place 3", "roll 2 4", "place 2"]), True, True) == [
        "preview", "roll"]
    assert applicable(board(["roll 3 5", "dir up", "place 3", "roll 2 4", "place 2"]), True, False) == ["roll"]
    assert applicable(board([]), False, True) == []  # the computer's turn: no tip


def test_a_tip_goes_once_its_moment_has_passed_or_it_is_dismissed():
    guide = Guide(True, [])
    assert guide.next_tip(board([]), True, True) == "roll"
    assert guide.next_tip(board([]), True, True) == "roll"  # redrawn, still the same moment
    assert guide.next_tip(board(["roll 3 5"]), True, True) == "direction"
    assert "roll" in guide.done
    guide.dismiss()
    assert guide.next_tip(board(["roll 3 5"]), True, True) is None
    assert guide.next_tip(board(["roll 3 5", "dir up"]), True, True) == "die"
    assert guide.done == {"roll", "direction"}


def test_no_tips_once_switched_off():
    guide = Guide(True, ["roll"])
    assert guide.next_tip(board([]), True, True) is None  # seen before: not again
    guide.switch_off()
    assert guide.next_tip(board(["roll 3 5"]), True, True) is None
    assert Guide(False, []).next_tip(board([]), True, True) is None


def test_settings_keep_the_language_and_the_guides_progress():
    saved = Settings(language="fr", guide=False, tips=["roll", "die"]).to_json()
    back = settings_from(saved)
    assert (back.language, back.guide, back.tips) == ("fr", False, ["roll", "die"])
    odd = settings_from({"language": "xx", "guide": "no", "tips": ["roll", 3]})
    assert (odd.language, odd.guide, odd.tips) == ("", True, ["roll"])
