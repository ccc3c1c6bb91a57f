"""The board's pure-Python parts (game.shanghaien.ui.session, game.shanghaien.ui.settings): no browser needed."""

import json
import random

import pytest

from game.shanghaien import actions as A
from game.shanghaien.state import ROLLED, START
from game.shanghaien.ui.session import (AI_LEVELS, Setup, clean_name, new_session, players_for, session_from_record,
                             setup_from)
from game.shanghaien.ui.settings import PACES, Settings, settings_from


def test_ai_levels_match_the_ai_package():
    from game.shanghaien.ai import PLAYER_LEVELS

    assert tuple(AI_LEVELS) == tuple(PLAYER_LEVELS)


def test_players_follow_the_setup():
    vs_ai = players_for(Setup(opponent="mate"))
    assert [p.name for p in vs_ai] == ["Red", "Mate"]
    assert not vs_ai[0].is_ai and vs_ai[1].is_ai and vs_ai[1].level == "mate"
    friends = players_for(Setup(opponent="human", names=("Anna", "Ben")))
    assert [p.name for p in friends] == ["Anna", "Ben"] and not friends[1].is_ai
    same = players_for(Setup(opponent="bosun", names=("Bosun", "")))
    assert same[0].name != same[1].name


def test_names_are_cleaned_and_setups_checked():
    assert clean_name("  Anna \n  Maria\t ") == "Anna Maria"
    assert len(clean_name("x" * 50)) == 20
    setup = setup_from({"opponent": "captain", "sharks": True, "first": "1", "names": ["<b>Al</b>", "Bo"],
                        "next_start": "alternate", "extra_wild": "yes"})
    assert setup.opponent == "captain" and setup.sharks and setup.first == "1"
    assert setup.names == ("<b>Al</b>", "Bo")  # kept as text: the board renders names with textContent
    assert setup.next_start == "alternate" and setup.extra_wild is False
    assert setup_from({"opponent": "admiral"}).opponent == "bosun"
    assert setup_from(None) == Setup()
    assert setup_from(json.loads(json.dumps(setup.to_json()))) == setup


def test_settings_keep_only_good_values():
    assert settings_from({"pace": "fast", "sounds": True, "preview": "no"}) == Settings(pace="fast", sounds=True)
    assert settings_from("junk") == Settings()
    assert Settings(pace="instant").delay() == 0.0 == PACES["instant"]


def test_a_session_rolls_applies_and_logs_the_story():
    rng = random.Random(1)
    session = new_session(Setup(opponent="human", first="0", names=("Anna", "Ben")), rng, seed=7)
    assert session.human_to_move() and not session.ai_to_move()
    a, b = session.roll(rng)
    assert session.state.phase == ROLLED
    assert session.log[-1].text == (f"Anna rolled {a} and {b}." if a != b else f"Anna rolled a double {a}.")
    session.apply(A.DIR_UP)
    session.apply(A.place(a))
    assert session.state.phase == START and session.mover() == 1
    assert session.log[-1].text.startswith(f"Anna placed the {a} on the ")
    assert [e.kind for e in session.log] == ["round", "move", "move", "move"]


def test_a_record_resumes_with_the_same_position_players_seed_and_log():
    rng = random.Random(2)
    session = new_session(Setup(opponent="deckhand", first="1", sharks=True), rng, seed=42)
    assert session.ai_to_move()
    while session.state.round < 2:
        state = session.state
        if state.phase == START and A.SHANGHAI in state.legal_actions():
            session.apply(A.SHANGHAI)
        elif state.phase == START:
            session.roll(rng)
        else:
            session.apply(state.legal_actions()[0])
    record = json.loads(json.dumps(session.record()))
    assert record["x"] == {"ui": {"seed": 42}}
    assert record["players"][1] == {"name": "Deckhand", "type": "ai", "level": "deckhand"}
    resumed = session_from_record(record)
    assert resumed.state == session.state
    assert [p.to_json() for p in resumed.players] == [p.to_json() for p in session.players]
    assert resumed.seed == 42
    assert [(e.round, e.player, e.text, e.kind) for e in resumed.log] == \
        [(e.round, e.player, e.text, e.kind) for e in session.log]
    assert [e.text for e in resumed.log if e.kind == "round"] == ["Round 1", "Round 2", "Round 3"]
    assert sum(e.kind == "result" for e in resumed.log) == 2


def test_a_bad_record_is_refused():
    with pytest.raises(ValueError):
        session_from_record({"format": "shanghaien-record", "version": 1})
