"""First-game tips: one at a time, each when it is useful to the person deciding, never again
once dismissed, in four languages."""

from __future__ import annotations

from game.rummy import cards as C
from game.shanghai_rummy.state import BUY
from game.shanghai_rummy.ui import tips, words
from game.shanghai_rummy.ui.setup import Setup, new_record

NAMES = ["Zoe", "Anna", "Ben", "Chiara"]


def test_tips_come_one_at_a_time_when_useful_and_stay_dismissed():
    state = new_record(Setup(), NAMES, 5).state
    me = state.current_player()
    assert tips.next_tip(state, me, []) == "sr.tip.take"
    assert tips.next_tip(state, (me + 1) % 4, []) is None  # not this seat's decision
    assert tips.next_tip(state, me, ["sr.tip.take"]) == "sr.tip.hint"
    state.apply_action("take")
    state.hands[me] = [C.parse(c) for c in "3H 5S 7D 9C JH KS 4D 6C 8H TD QC AS".split()]  # no contract yet
    assert tips.next_tip(state, me, ["sr.tip.take"]) == "sr.tip.select"
    assert tips.next_tip(state, me, ["sr.tip.select", "sr.tip.take"]) == "sr.tip.drag"
    state.hands[me] = [C.parse(c) for c in "7H 7S 7D 9C 9H 9S KD 5C 6C 4H 3D QS".split()]
    assert tips.next_tip(state, me, ["sr.tip.select"]) == "sr.tip.down"  # hand 1: two sets are there
    assert tips.next_tip(state, me, tips.ALL) is None


def test_the_buy_window_has_its_tip():
    state = new_record(Setup(), NAMES, 6).state
    state.apply_action("draw")
    if state.step == BUY:
        assert tips.next_tip(state, state.current_player(), []) == "sr.tip.buy"


def test_every_tip_speaks_four_languages():
    for lang in ("en", "de", "it", "fr"):
        for key in tips.ALL + ("sr.tip.ok", "sr.tip.none"):
            assert words.CATALOGUES[lang][key].strip()
