"""Share links of Shanghai rummy games: a link never carries a hand another person at this device
has not seen (only finished games and games of one person against the computer go in one), and a
link written by the board opens this board on the same game."""

from __future__ import annotations

import random

import pytest

from game import saves
from game.shanghai_rummy.ui import sharing, words
from game.shanghai_rummy.ui.setup import Setup, new_record

PERSON = {"type": "human", "name": "Zoe"}
AI = {"type": "ai", "name": "Anna", "level": "regular"}


@pytest.mark.parametrize(("over", "players", "fault"), [
    (False, [PERSON, AI, AI, AI], None),  # one person against the computer
    (False, [AI, AI, PERSON], None),
    (False, [PERSON, dict(PERSON, name="Ben"), AI], "sr.why.share_people"),  # two people: hands unseen
    (False, [PERSON, dict(PERSON, name="Ben"), dict(PERSON, name="Eve")], "sr.why.share_people"),
    (True, [PERSON, dict(PERSON, name="Ben"), AI], None),  # over: every hand is open
    (True, [PERSON, AI, AI], None),
])
def test_only_finished_games_and_games_of_one_person_against_the_computer_go_in_a_link(over, players, fault):
    assert sharing.share_fault(over, players) == fault


def test_a_seat_without_a_type_counts_as_a_person():
    assert sharing.people([{"name": "Zoe"}, AI, {"name": "Ben"}]) == 2
    assert sharing.share_fault(False, [{"name": "Zoe"}, AI, {"name": "Ben"}]) == "sr.why.share_people"


def test_the_refusal_and_the_share_window_speak_four_languages():
    for lang in ("en", "de", "it", "fr"):
        catalogue = words.CATALOGUES[lang]
        for key in ("sr.why.share_people", "sr.menu.share", "sr.share.title", "sr.share.link", "sr.share.copy",
                    "sr.share.opened", "sr.share.other_game"):
            assert catalogue[key].strip(), (lang, key)


def test_a_link_opens_this_board_on_the_same_game():
    record = new_record(Setup(["person", "regular", "regular", "regular"], ["Zoe", "Anna", "Ben", "Chiara"]),
                        ["Zoe", "Anna", "Ben", "Chiara"], 4)
    rng = random.Random(4)
    for _ in range(60):
        record.state._apply(rng.choice(record.state.legal_actions()))
    fragment = saves.encode_link(record, record.players, shelf=saves.shelf_for("shanghai-rummy"))
    link = sharing.link_of("https://example.org/shanghai/", fragment)
    assert link.startswith("https://example.org/shanghai/#/shanghai-rummy/g1=")
    found = sharing.fragment_in(link[link.index("#"):])
    assert found == fragment.removeprefix("#")
    shared = saves.decode_link(found)
    assert shared.game == "shanghai-rummy"
    assert shared.state.state.moves == record.state.moves
    assert [p.get("type") for p in shared.players] == [p.get("type") for p in record.players]


def test_a_plain_board_address_carries_no_game():
    assert sharing.fragment_in("#/shanghai-rummy") is None
    assert sharing.fragment_in("#/shanghai-rummy/") is None
    assert sharing.fragment_in("#/penny-shanghai/g1=abc") is None
    assert sharing.fragment_in("#/shanghai-rummy/g1=abc") == "g1=abc"
