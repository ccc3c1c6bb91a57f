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


def test_the_quick_and_the_exact_rollouts_give_what_they_gave_before_sharing_one_loop():
    """rollout.play_out is the one play-out loop of both rollouts. At the study's real choices of
    seed 3, grandma's moves, the exact rollout of every candidate play and a quick rollout of each in
    a sampled world are those the two separate loops gave before they became one (the digest was
    taken from them); a change of either rollout's behaviour changes it."""
    import hashlib
    import json

    from game.penny_shanghai.ai import study
    from game.penny_shanghai.ai.quick import QuickTable
    from game.penny_shanghai.ai.rollout import outcome
    from game.penny_shanghai.ai.view import sample
    from game.penny_shanghai.plays import candidate_plays, new_table

    out: list = []
    for i, state in enumerate(study.real_choices(6, seed=3)):
        me = state.turn
        out.append(choose(study.seat_view(state, me), "grandma", i))
        for play in candidate_plays(state.table_cards(), state.hands[me]):
            out.append(list(exact_outcome(state, play)))
            world = sample(state, me, random.Random(i))
            out.append(outcome(world, QuickTable(new_table(state.table, play)), play))
    assert len(out) == 44
    assert hashlib.sha256(json.dumps(out).encode()).hexdigest()[:16] == "51b0231a0782b23b"


def test_play_out_ends_on_a_lap_of_stuck_players_or_on_a_rival_going_out():
    """The shared loop's two endings, with ways of playing that make them certain: nobody ever
    plays and the stock is empty, so each player passes once and pays a penny (the pot stays);
    everybody plays all they hold, so the next player goes out and takes a penny a card."""
    from game.penny_shanghai.ai.rollout import play_out

    rng = random.Random(3)
    state = new_game(rng, 4, Options(decks=1, pennies=12, hands=1))
    while state.step() != "play":
        state.apply_action(state.step())
    me = state.turn
    play = greedy_counts(solver.counts(state.table_cards()), solver.counts(state.hands[me]))
    left = len(state.hands[me]) - sum(play)
    assert left > 0
    stuck = state.clone()
    stuck.stock = []

    def never(hand: list[int]) -> int:
        return 0

    def everything(hand: list[int]) -> int:
        put = sum(hand)
        hand[:] = [0] * 52
        return put

    assert play_out(stuck, play, never, 50) == -1.0
    assert play_out(state, play, everything, 50) == -float(left)
