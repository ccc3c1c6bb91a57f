"""Random simulation in the spirit of OpenSpiel's random-simulation test, over hundreds of seeded games.

At every step of every game: clones equal and independent of their source; the legal list
equals the set of actions `why_not` accepts over the whole action space 0..99, every listed
action applies and no other does; chance probabilities sum to 1; cards and dice are conserved;
record round trips at many points. A shadow model written here from the spec (fed only the
moves' record texts) recounts dice, crews, hands and removed cards, and the final scores.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from game.shanghaien import actions as A
from game.shanghaien.legality import IllegalMove, checked_apply, why_not
from game.shanghaien.record import dumps, loads, read_record, to_record
from game.shanghaien.replay import summary
from game.shanghaien.state import CHANCE_PLAYER, TERMINAL_PLAYER, Options, State

from conftest import FULL_DECK

NATIONS = "AFGCDTSI"
# 400 games by default keep the suite quick; SHANGHAIEN_CONFORMANCE_GAMES=1000 plays the full set
# (docs/testing.md). A chunk is 100 games, enough for every kind of move to come up in each.
GAMES = int(os.environ.get("SHANGHAIEN_CONFORMANCE_GAMES", "400"))
CHUNKS = max(1, GAMES // 100)
ALL_ACTIONS = range(A.NUM_ACTIONS)


class Shadow:
    """The game as the spec describes it, kept from the record's move texts alone."""

    def __init__(self, deck, start, options):
        self.deck, self.options = deck, options
        self.round, self.starter, self.to_move = 0, start, start
        self.over = False
        extras = Counter()
        if options["extra_wild"]:
            extras["*W"] = 1
        if options["sharks"]:
            extras["*X"] = 1
        self.hands = [Counter(extras), Counter(extras)]
        self.crews = [{n: [] for n in NATIONS}, {n: [] for n in NATIONS}]
        self.removed = 0  # tavern cards nobody took
        self.spent = 0  # trick cards that left the game after a non-wild action
        self.events = Counter()  # how distributions were decided, to show the games cover them
        self.extras = sum(extras.values()) * 2
        self._new_round()

    def _new_round(self):
        self.counts = [[0] * 6, [0] * 6]
        self.direction = None
        self.sharked, self.pending_shark = set(), False
        self.dice = []

    def _pos(self, v):
        return v - 1 if self.direction == "up" else 6 - v

    def _number(self, pos):
        return pos + 1 if self.direction == "up" else 6 - pos

    def _put(self, p, v):
        pos = self._pos(v)
        self.counts[p][pos] += 1
        if self.pending_shark:
            self.sharked.add(pos)
            self.pending_shark = False

    def _end_turn(self):
        self.to_move = 1 - self.to_move

    def move(self, text):
        p = self.to_move
        w = text.split(" ")
        if text == "roll":
            return
        if w[0] == "roll":
            self.dice = [int(w[1]), int(w[2])]
        elif w[0] == "dir":
            self.direction = w[1]
        elif w[0] == "place":
            self._put(p, int(w[1]))
            self._end_turn()
        elif w[0] == "trick":
            code, act = w[1], w[2]
            self.hands[p][code] -= 1
            if act == "wild":
                self.crews[p][w[3]].append(2)
                return
            self.spent += 1
            if act == "adjust":
                self.dice[self.dice.index(int(w[3]))] = int(w[4])
            elif act == "both":
                self._put(p, self.dice[0])
                self._put(p, self.dice[1])
                self._end_turn()
            elif act == "sharks":
                self.pending_shark = True
            elif act == "exchange":
                self.counts[p][self._pos(int(w[3]))] -= 1
                self._put(p, self.dice[0])
                self._put(p, self.dice[1])
                self._end_turn()
        elif text == "shanghai":
            self._distribute()
            if self.round == 7:
                self.over = True
                return
            self.round += 1
            self.starter = 1 - p if self.options["next_start"] == "non-caller" else 1 - self.starter
            self.to_move = self.starter
            self._new_round()
        else:
            raise AssertionError(f"unexpected move text {text!r}")

    def _distribute(self):
        tavern = self.deck[self.round * 6:self.round * 6 + 6]
        c = self.counts
        for i, code in enumerate(tavern):
            n0, n1 = c[0][i], c[1][i]
            taker = None
            if i in self.sharked or n0 + n1 == 0:
                taker = None
                if n0 + n1:
                    self.events["sharked card with dice"] += 1
            elif n0 == 0 or n1 == 0:
                taker = 0 if n0 else 1
            elif n0 != n1:
                taker = 0 if n0 > n1 else 1
            else:
                sums = [sum(c[p][j] * self._number(j) for j in (i - 1, i + 1) if 0 <= j < 6) for p in (0, 1)]
                if sums[0] != sums[1]:
                    taker = 0 if sums[0] > sums[1] else 1
                    self.events["neighbours decide"] += 1
                else:
                    self.events["tie removed"] += 1
            if taker is None:
                self.removed += 1
            elif code.startswith("*"):
                self.hands[taker][code] += 1
            else:
                self.crews[taker][code[0]].append(int(code[1]))


def recount_scores(crews, unused):
    """Final scoring as the spec words it, from crews {nation: [values]} and unused trick counts."""
    totals = list(unused)
    for n in NATIONS:
        s0, s1 = sum(crews[0].get(n, ())), sum(crews[1].get(n, ()))
        if s0 and s1:
            if s0 > s1:
                totals[0] += s1
            elif s1 > s0:
                totals[1] += s0
        else:
            totals[0] += s0
            totals[1] += s1
    return totals


def engine_crews(state, p):
    return {n: list(state.crew(p, n)) for n in NATIONS if state.crew(p, n)}


def check_position(state, shadow, coverage):
    """Everything that must hold at one position."""
    # whose turn
    if state.is_terminal():
        assert shadow.over and state.current_player() == TERMINAL_PLAYER
    else:
        assert not shadow.over and state.to_move == shadow.to_move
        assert state.current_player() == (CHANCE_PLAYER if state.is_chance_node() else shadow.to_move)
        brief = summary(state)
        assert brief["to_move"] == shadow.to_move and brief["round"] == shadow.round + 1

    # dice: supply + placed = 6 each, and placed where the shadow put them
    for p in (0, 1):
        assert state.supply[p] + sum(state.counts[p * 6:p * 6 + 6]) == 6
        assert 0 <= state.supply[p] <= 6
        if not state.is_terminal():
            assert list(state.counts[p * 6:p * 6 + 6]) == shadow.counts[p]

    # crews and hands as the shadow distributed them
    for p in (0, 1):
        assert {n: sorted(v) for n, v in engine_crews(state, p).items()} == \
               {n: sorted(v) for n, v in shadow.crews[p].items() if v}
        assert Counter(state.tricks_held(p)) == +shadow.hands[p]
        assert state.tricks_held(p) == sorted(state.tricks_held(p))

    # cards: tavern + pile + crews + hands + removed + spent tricks = 48 + extras
    rounds_dealt = 8 if state.is_terminal() else state.round + 1
    tavern = 0 if state.is_terminal() else 6
    pile = 48 - 6 * rounds_dealt
    in_crews = sum(len(state.crew(p, n)) for p in (0, 1) for n in NATIONS)
    in_hands = len(state.tricks_held(0)) + len(state.tricks_held(1))
    assert tavern + pile + in_crews + in_hands + shadow.removed + shadow.spent == 48 + shadow.extras

    # chance nodes
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert len(outcomes) == 21 and len({a for a, _ in outcomes}) == 21
        assert abs(sum(prob for _, prob in outcomes) - 1.0) < 1e-9
        for a, prob in outcomes:
            lo, hi = A.dice_of(a)
            assert abs(prob - (1 if lo == hi else 2) / 36) < 1e-12
        coverage["chance"] += 1
    else:
        assert state.chance_outcomes() == ()


def check_actions(state):
    """legal_actions() is exactly what why_not accepts; listed ones apply, others are refused."""
    legal = state.legal_actions()
    assert len(legal) == len(set(legal))
    reasons = [why_not(state, a) for a in ALL_ACTIONS]
    accepted = [a for a in ALL_ACTIONS if reasons[a] is None]
    assert sorted(legal) == accepted
    if state.is_chance_node():
        assert sorted(legal) == sorted(a for a, _ in state.chance_outcomes())
    before = state.key()
    for a in legal:
        c = state.clone()
        checked_apply(c, a)
        assert state.key() == before  # the clone is independent of its source
    refused = [a for a in ALL_ACTIONS if reasons[a] is not None]
    assert all(isinstance(reasons[a], str) and reasons[a] for a in refused)  # a reason a player can read
    if refused:
        c = state.clone()
        with pytest.raises(IllegalMove):
            checked_apply(c, refused[len(refused) // 2])
        assert c == state  # a refused action changes nothing


def check_clone(state):
    c = state.clone()
    assert c == state and c.key() == state.key() and c is not state
    if not state.is_terminal():
        before = (state.key(), state.rounds, state.history)
        c.apply_action(c.legal_actions()[-1])
        assert (state.key(), state.rounds, state.history) == before
        assert c != state


def check_round_trip(state, before_bare_roll):
    rec = to_record(state)
    back = read_record(rec).state
    if before_bare_roll is not None:
        # a chosen but not yet thrown roll is no record event: the record ends before it
        assert back == before_bare_roll
    else:
        assert back == state
        assert loads(dumps(state)).state == state
        assert back.actions_played() == state.actions_played()


def kind(text):
    w = text.split(" ")
    if w[0] == "trick":
        return "trick " + w[2] if w[2] != "wild" else "wild " + w[1]
    return w[0] if w[0] != "dir" else text


def play_one(rng, coverage):
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    options = {"next_start": rng.choice(["non-caller", "alternate"]),
               "extra_wild": rng.random() < 0.5, "sharks": rng.random() < 0.5}
    start = rng.randrange(2)
    state = State(deck, start, Options(**options))
    shadow = Shadow(deck, start, options)
    before_bare_roll = None
    steps = 0
    while True:
        check_position(state, shadow, coverage)
        check_actions(state)
        check_clone(state)
        if rng.random() < 0.04 or state.is_terminal() or (
                state.is_chance_node() and before_bare_roll is None):  # every pending reroll
            check_round_trip(state, before_bare_roll)
        if state.is_terminal():
            break
        legal = state.legal_actions()
        if state.is_chance_node():
            action = A.dice(rng.randint(1, 6), rng.randint(1, 6))
        else:
            action = legal[rng.randrange(len(legal))]
        text = A.action_text(action)
        coverage[kind(text)] += 1
        if action == A.SHANGHAI and state.supply[state.to_move] < 2:
            coverage["forced shanghai"] += 1
        before_bare_roll = state.clone() if action == A.ROLL else None
        state.apply_action(action)
        shadow.move(text)
        steps += 1
        assert steps < 2000, "a game that does not end"

    scores = list(state.scores())
    assert scores == recount_scores([engine_crews(state, p) for p in (0, 1)],
                                    [len(state.tricks_held(p)) for p in (0, 1)])
    assert scores == recount_scores(shadow.crews, [sum(shadow.hands[p].values()) for p in (0, 1)])
    s = summary(state)
    assert s["finished"] and s["round"] == 8 and s["to_move"] is None and s["scores"] == scores
    assert s["winner"] == (None if scores[0] == scores[1] else int(scores[1] > scores[0]))
    outcome = "draw" if scores[0] == scores[1] else "win"
    coverage[outcome] += 1
    coverage.update(shadow.events)
    return state


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games(chunk):
    rng = random.Random(20240 + chunk)
    coverage = Counter()
    for game in range(GAMES // CHUNKS):
        seed = rng.randrange(2**32)
        try:
            play_one(random.Random(seed), coverage)
        except AssertionError as err:
            raise AssertionError(f"game seed {seed} (chunk {chunk}, game {game}): {err}") from err
    # the random games reach every kind of move, so the checks above saw them all
    for k in ("roll", "shanghai", "place", "dir up", "dir down", "trick adjust", "trick both", "trick reroll",
              "trick sharks", "trick exchange", "wild *P", "wild *B", "wild *R", "wild *W",
              "forced shanghai", "chance", "win", "neighbours decide", "tie removed", "sharked card with dice"):
        assert coverage[k] > 0, f"no '{k}' in {GAMES // CHUNKS} random games: {sorted(coverage.items())}"


def test_shadow_model_agrees_with_the_worked_example():
    """The shadow is itself checked against the rulebook's scoring example."""
    import json

    from conftest import RECORDS

    rec = json.loads((RECORDS / "scoring-example.json").read_text())
    shadow = Shadow(rec["deck"], rec["start"], {"next_start": "non-caller", "extra_wild": False, "sharks": False})
    for move in rec["moves"]:
        shadow.move(move)
    assert shadow.over
    assert recount_scores(shadow.crews, [sum(shadow.hands[p].values()) for p in (0, 1)]) == [7, 8]
