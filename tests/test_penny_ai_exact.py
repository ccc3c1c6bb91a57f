"""Penny Shanghai's exact rollouts: a rollout is the hand as greedy players really play it out."""

from __future__ import annotations

import random

from game.penny_shanghai import solver
from game.penny_shanghai.ai.baselines import greedy_counts
from game.penny_shanghai.ai.exact import exact_outcome
from game.penny_shanghai.ai.levels import choose
from game.penny_shanghai.plays import table_move
from game.penny_shanghai.randomplay import new_game, random_move
from game.penny_shanghai.state import Options


def test_an_exact_rollout_gives_the_pennies_greedy_players_really_win_or_lose():
    """From positions every card of which is known, the rollout's pennies for the player to move
    are those the engine pays when every seat plays greedy to the end of the hand."""
    rng = random.Random(12)
    checked = 0
    while checked < 6:
        n = rng.choice((3, 4))
        state = new_game(rng, n, Options(decks=1, pennies=rng.choice((2, 12)), hands=1))
        for _ in range(rng.randint(0, 30)):
            if state.is_terminal():
                break
            state.apply_action(random_move(state, rng))
        if state.is_terminal() or state.step() != "play":
            continue
        me = state.turn
        play = greedy_counts(solver.counts(state.table_cards()), solver.counts(state.hands[me]))
        value, calls = exact_outcome(state, play)
        start = state.pennies[me]
        state.apply_action(table_move(state.table, play))
        while not state.is_terminal():  # one hand a game: the game ends with the hand
            step = state.step()
            state.apply_action(step if step != "play" else choose(state.clone(), "greedy"))
        assert value == state.pennies[me] - start
        assert calls >= 0
        checked += 1


def test_the_study_bounds_every_level_by_the_clairvoyant_and_greedy_gains_nothing():
    """At the study's real choices, greedy's gain over itself is 0, and no level's play does better
    in the true deal than the best candidate judged with every card known."""
    import io

    from game.penny_shanghai.ai import study

    positions = study.real_choices(3, seed=4)
    assert len(positions) == 3
    for state in positions:
        me = state.turn
        plays = study.candidate_plays(state.table_cards(), state.hands[me])
        assert len(plays) > 1 and max(map(sum, plays)) < len(state.hands[me])
        best = max(exact_outcome(state, play)[0] for play in plays)
        for level in ("greedy", "cousin", "grandma"):
            move = choose(study.seat_view(state, me), level, 1)
            assert exact_outcome(state, study.added_by(state, move))[0] <= best
    sink = io.StringIO()
    study.study(["greedy"], 2, seed=4, out=sink)
    printed = sink.getvalue()
    assert printed.startswith("2 positions: clairvoyant ") and "greedy +0.00 ± 0.00 (differs at 0" in printed
    assert study.main(["grandpa", "2", "1"]) == 2
