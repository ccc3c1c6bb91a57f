"""The Captain's leaf at the end of round 7: the exact distribution of the final margin."""

import itertools
import math
import random

import pytest

from game.shanghaien import actions as A
from game.shanghaien.ai.levels import level_solver
from game.shanghaien.ai.outlook import LAST_SMOOTH, LAST_TAKE, LAST_TRICK, Outlook, nation_dist, nation_outlook
from game.shanghaien.cards import CARD_BY_CODE, NATION_INDEX
from game.shanghaien.randomplay import shuffled_deck
from game.shanghaien.scoring import final_scores
from game.shanghaien.state import ROLLING, ROUNDS, State


def round_start(seed: int, rnd: int) -> State:
    """The first decision of round `rnd` (0-based) of a randomly played game."""
    rng = random.Random(seed)
    state = State(shuffled_deck(rng), rng.randrange(2))
    while state.round < rnd or state.phase == ROLLING:
        if state.phase == ROLLING:
            state.apply_action(A.dice(rng.randint(1, 6), rng.randint(1, 6)))
            continue
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
    return state


def brute_force(state: State, crews: list, held: tuple[int, int], edge: float) -> float:
    """The same leaf by listing every way the last six cards can go, scored by the engine's rules."""
    cards = [CARD_BY_CODE[c] for c in state.deck[6 * (state.round + 1):]]
    chance = mean = 0.0
    for ways in itertools.product((0, 1, 2), repeat=len(cards)):
        p = 1.0
        s = [[sum(crews[n]) for n in range(8)], [sum(crews[8 + n]) for n in range(8)]]
        got = [0, 0]
        for card, w in zip(cards, ways):
            p *= LAST_TAKE if w < 2 else 1.0 - 2 * LAST_TAKE
            if w == 2:
                continue
            if card.nation is None:
                got[w] += 1
            else:
                s[w][NATION_INDEX[card.nation]] += card.value
        a, b = final_scores(s, got)  # cards won in the last round are points, never played
        x = a - b + (held[0] - held[1]) * LAST_TRICK + edge
        chance += p * math.erf(x / (LAST_SMOOTH * math.sqrt(2.0)))
        mean += p * x
    return chance + mean / 100.0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_exact_leaf_lists_every_way_the_last_round_can_share_out(seed):
    state = round_start(seed, ROUNDS - 2)
    outlook = Outlook(state, exact_last=True)
    crews = list(state.crews)
    for held, edge in (((0, 0), 0.0), ((1, 0), -0.9), ((0, 2), 0.9)):
        assert outlook.win_value(crews, held, edge) == pytest.approx(brute_force(state, crews, held, edge), abs=1e-9)


def test_the_exact_leaf_is_a_chance_to_win_seen_from_either_side():
    state = round_start(4, ROUNDS - 2)
    outlook = Outlook(state, exact_last=True)
    crews, held = list(state.crews), (1, 0)
    swapped = crews[8:] + crews[:8]
    for edge in (-5.0, 0.0, 0.9, 12.0):
        v = outlook.win_value(crews, held, edge)
        assert outlook.win_value(swapped, held[::-1], -edge) == pytest.approx(-v, abs=1e-12)
    values = [outlook.win_value(crews, held, e) for e in (-60, -6, -1, 0, 1, 6, 60)]
    assert values == sorted(values)
    assert values[0] < -0.99 and values[-1] > 0.99


def test_only_the_end_of_round_seven_is_valued_exactly():
    for rnd in range(ROUNDS):
        state = round_start(5, rnd)
        plain, exact = Outlook(state), Outlook(state, exact_last=True)
        crews = list(state.crews)
        same = plain.win_value(crews, (1, 0), 0.9) == exact.win_value(crews, (1, 0), 0.9)
        assert same == (rnd != ROUNDS - 2)


def test_a_nations_distribution_agrees_with_its_mean():
    for s0, s1, to_come in ((0, 0, (1, 3, 4)), (5, 2, (2, 3)), (0, 7, ()), (3, 3, (1, 2, 3, 3, 4))):
        dist = nation_dist(s0, s1, to_come, 0.3)
        assert sum(dist.values()) == pytest.approx(1.0)
        mean = sum(d * p for d, p in dist.items())
        assert mean == pytest.approx(nation_outlook(s0, s1, to_come)[0])


def test_the_hint_and_review_weigh_with_the_captains_leaf():
    state = round_start(6, ROUNDS - 2)
    assert level_solver(state).outlook.exact_last
    assert not level_solver(state, "mate").outlook.exact_last
    assert not level_solver(round_start(6, ROUNDS - 3)).outlook.exact_last


def test_the_study_scores_the_leaf_at_every_rounds_end():
    from game.shanghaien.ai import study

    ends = list(study.round_ends("bosun", 3, 1))
    assert [e.round for e in ends] == list(range(ROUNDS - 1)) * 3  # every round's end but the game's
    finals = {e.final for e in ends[:ROUNDS - 1]}
    assert len(finals) == 1  # one game, one final margin
    for e in ends:
        assert 0.0 < study.leaf_chance(e) < 1.0
    text = study.report(ends)
    assert text.count("log-loss") == ROUNDS - 1 and "exact last-round leaf" in text
