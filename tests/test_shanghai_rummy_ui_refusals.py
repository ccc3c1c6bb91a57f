"""The engine's refusals are values (a key and fields) that still read as the English they always
did, and the table says every one of them in English, German, Italian and French."""

from __future__ import annotations

import json
import pickle
import random
import re

import pytest

from game.rummy import cards as C
from game.shanghai_rummy import melds as M
from game.shanghai_rummy.helpers import best_grouping
from game.shanghai_rummy.randomplay import new_game
from game.shanghai_rummy.refusals import ENGLISH, Refusal
from game.shanghai_rummy.state import State
from game.shanghai_rummy.ui import reasons, words
from game.shanghai_rummy.ui.chronicle import install_words
from game.ui.i18n import fields_of, set_language

install_words()
LANGS = ("en", "de", "it", "fr")
# No position reaches these: the discard pile is never empty when a turn starts, and an end word
# is refused as "fits only the other end" before "does not fit this end" could be said.
UNREACHABLE = {"pile_empty", "wrong_end"}
UNSAID = re.compile(r"\b(sr|card)\.[A-Za-z0-9_]")  # a catalogue key shown instead of its words


def tries(state: State, rng: random.Random) -> list[object]:
    """Moves, right and wrong, that a player or a record could send in this position."""
    out: list[object] = [5, "", " draw", "draw  x", "take", "draw", "buy", "pass", "down", "lay", "swap",
                         "discard", "discard 7H 8H", "lay ZZ 1", "lay 7H 99", "frob", "down 7H-ZZ",
                         "lay 7H 1 middle"]
    hand = [c for c in state.hands[state.turn] if c >= 0]
    for c in rng.sample(sorted(set(hand)), min(3, len(set(hand)))) + rng.sample(range(52), 2):
        out.append("discard " + C.code(c))
        for k in range(1, len(state.table) + 1):
            out += [f"lay {C.code(c)} {k}", f"lay {C.code(c)} {k} low", f"swap {C.code(c)} {k}"]
    best = best_grouping(hand, state.h)
    if best:
        out.append("down " + " ".join(C.join_meld(m) for m in best[:-1]))
    for text in ("2H-2S-7C", "7H-7S-7C 8H-8S-8C 9H-9S-9C", "3H-4H-5H-6H 7S-7H-7C", "3H-4H-5H 7S-7H-7C",
                 "7H-8S-9C", "KH-AH-3H", "7H-7S-2C-2D", "3H-4H-5H-6H 7S-8S-9S-TS 3D-4D-5D-6D", "2H-2S-2C", "7H-8H"):
        out.append("down " + text)
    return out


def refusals_of_play(seeds: range) -> list[Refusal]:
    """Every refusal (nested ones too) the engine gives to `tries` along random games."""
    found: list[Refusal] = []
    for seed in seeds:
        rng = random.Random(seed)
        state = new_game(rng, 3 + seed % 4)
        while True:
            if state.over or rng.random() < (0.3 if state.table else 0.1):
                for move in tries(state, rng):
                    why = state.why_not(move)
                    while why is not None:
                        assert isinstance(why, Refusal), (move, why)
                        found.append(why)
                        why = why.fields.get("fault")
            if state.over:
                break
            moves = state.legal_actions()
            good = [m for m in moves if m.startswith(("down", "lay", "swap"))]
            state._apply(rng.choice(good) if good and rng.random() < 0.8 else rng.choice(moves))
    return found


def crafted() -> list[Refusal]:
    """The refusals random play seldom meets: a run full from ace to ace, a meld's own faults."""
    state = new_game(random.Random(1), 4)
    state.apply_action("take")
    full = [C.make(r, 1) for r in range(1, 14)] + [C.make(1, 1)]
    state.table = [M.read_meld(full)]
    state.down[state.turn] = True
    hand = state.hands[state.turn]
    hand[0] = C.make(5, 1)
    out = [state.why_not(f"lay {C.code(hand[0])} 1")]
    for codes in (["7H", "7S"], ["2H", "2S", "2C"], ["7H", "2S", "2C", "2D", "8H"], ["7H", "8S", "9C"],
                  ["KH", "AH", "3H"]):
        out.append(M.read_meld([C.parse(c) for c in codes]))
    return [r for r in out if isinstance(r, Refusal)]


@pytest.fixture(scope="module")
def seen() -> list[Refusal]:
    return refusals_of_play(range(4)) + crafted()


def test_every_refusal_key_has_words_in_all_four_languages_with_the_engines_fields():
    for key, english in ENGLISH.items():
        offered = fields_of(english) | ({"contract"} if "hand" in fields_of(english) else set())
        phrases = [words.CATALOGUES[lang].get(f"sr.no.{key}") for lang in LANGS]
        assert all(phrases), key
        assert {frozenset(fields_of(p)) for p in phrases} == {frozenset(fields_of(phrases[0]))}, key
        assert fields_of(phrases[0]) <= offered, key
    assert not {k[len("sr.no."):] for k in words.CATALOGUES["en"] if k.startswith("sr.no.")} - set(ENGLISH)


def test_play_meets_every_refusal_key_and_the_table_says_each_in_every_language(seen):
    assert {r.key for r in seen} == set(ENGLISH) - UNREACHABLE
    samples = {r.key: r for r in seen}
    try:
        for lang in LANGS:
            set_language(lang)
            said = {key: reasons.say(r) for key, r in samples.items()}
            for key, text in said.items():
                assert text and "{" not in text and not UNSAID.search(text), (lang, key, text)
            if lang != "en":
                assert sum(said[k] != str(samples[k]) for k in said) == len(said)
    finally:
        set_language("en")


def test_a_refusal_is_its_english_text_wherever_it_goes():
    state = new_game(random.Random(3), 4)
    why = state.why_not("discard 7H")
    assert why == "the turn starts with take or draw, not 'discard 7H'"
    assert (why.key, dict(why.fields)) == ("take_or_draw", {"move": "discard 7H"})
    assert json.dumps({"why": why}) == json.dumps({"why": str(why)})
    assert f"move 3: {why}" == "move 3: the turn starts with take or draw, not 'discard 7H'"
    copy = pickle.loads(pickle.dumps(why))
    assert copy == why and copy.key == why.key
    with pytest.raises(AttributeError):
        why.key = "over"  # type: ignore[misc]


def test_the_english_of_a_few_refusals_reads_as_before():
    run = M.read_meld([C.parse(c) for c in ("5H", "6H", "7H")])
    assert M.lay_fault(run, C.parse("9S"), None) == "a run of 3 takes only the 4 of hearts or the 8 of hearts or a wild here"
    assert M.lay_fault(M.read_meld([C.parse(c) for c in ("KH", "KS", "KC")]), C.parse("9S"), None) \
        == "a set of kings takes only kings or wilds"
    sets = [M.read_meld([C.parse(c) for c in ("7H", "7S", "7C")])] * 2
    assert M.contract_fault(sets, 2) == "hand 2 needs a run of 4 and a set of 3, not 2 sets and 0 runs"
    down = State(4, 0, new_game(random.Random(2), 4).packs).why_not("draw x")
    assert down == "the turn starts with take or draw, not 'draw x'"


def test_the_table_names_cards_ranks_and_counts_in_the_players_language():
    run = M.read_meld([C.parse(c) for c in ("5H", "6H", "7H")])
    kings = M.read_meld([C.parse(c) for c in ("KH", "KS", "KC")])
    sets = [M.read_meld([C.parse(c) for c in ("7H", "7S", "7C")])] * 2
    try:
        set_language("de")
        assert reasons.say(M.lay_fault(kings, C.parse("9S"), None)) == \
            "An diesen Satz passen nur Karten mit dem Wert König oder Joker."
        set_language("fr")
        assert reasons.say(M.contract_fault(sets, 2)) == \
            "La donne 2 demande une suite de 4 et un brelan de 3, pas 2 brelans et 0 suite."
        set_language("en")
        assert reasons.say(M.lay_fault(run, C.parse("9S"), None)) == \
            "This run of 3 takes only a wild or: 4 of hearts or 8 of hearts."
    finally:
        set_language("en")
    assert reasons.say("Select one card of your hand.") == "Select one card of your hand."
    assert reasons.say(None) == ""
