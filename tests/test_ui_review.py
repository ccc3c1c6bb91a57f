"""The review window's request (game/shanghaien/ui/review_view.py): whose decisions a game offers to review."""

from __future__ import annotations

from game.shanghaien.cards import DECK_CODES
from game.shanghaien.state import State
from game.shanghaien.ui.review_view import request_of
from game.shanghaien.ui.session import Player

STATE = State(list(DECK_CODES), 0)


def test_against_the_computer_only_the_persons_seat_is_reviewed():
    req = request_of(STATE, [{"name": "Ann", "type": "human"}, {"name": "Mate", "type": "ai", "level": "mate"}])
    assert req.seats == (0,) and req.names == ("Ann", "Mate")
    req = request_of(STATE, [Player("Captain", "ai", "captain"), Player("Ben")])
    assert req.seats == (1,) and req.names == ("Captain", "Ben")


def test_two_people_or_no_person_offer_both_seats_each_its_own_review():
    people = request_of(STATE, [{"name": "Ann", "type": "human"}, {"name": "Ben", "type": "human"}])
    assert people.seats == (0, 1)
    assert people.key(0) != people.key(1)
    machines = request_of(STATE, [{"name": "A", "type": "ai", "level": "mate"}, {"name": "B", "type": "ai", "level": "bosun"}])
    assert machines.seats == (0, 1)
