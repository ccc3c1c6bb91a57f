"""The new-game form's last choices, as kept in storage and read back: what was stored comes back,
and anything unreadable gives the usual table rather than an error."""

from __future__ import annotations

import pytest

from game.shanghai_rummy.ui.setup import Setup, stored_form, stored_setup


def test_the_stored_choices_come_back():
    setup = Setup(["person", "shark", "person", "kibitzer", "regular"], ["Zoe", "", "Yann", "", ""], 3, 2, 4)
    assert stored_setup(stored_form(setup)) == setup


def test_missing_names_are_filled_in_as_empty():
    assert stored_setup({"who": ["person", "regular", "regular"]}).names == ["", "", ""]


@pytest.mark.parametrize("stored", [{}, {"who": ["person"]}, {"who": ["person"] * 7}, {"who": "person"},
                                    {"who": ["person", "regular", "regular"], "decks": "many"},
                                    {"who": ["person", "regular", "regular"], "names": 5}])
def test_what_cannot_be_read_gives_the_usual_table(stored):
    assert stored_setup(stored) == Setup()
