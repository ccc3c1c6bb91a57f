"""What the board and the AI read off a position, computed here and nowhere else.

Die numbers of the tavern positions, the live Shanghai preview with its reasons, crews by
nation, the cards still to come, the score if the game ended now, round results and the
final breakdown.
"""

from __future__ import annotations

from typing import NamedTuple

from . import actions as A
from .cards import CARD_BY_CODE, NATIONS, is_trick
from .scoring import (EMPTY, MORE, NEIGHBOURS, ONLY, SHARKS, TIE, Award, NationScore, die_number,
                      distribute, score_nation)
from .legality import why_not
from .phrases import NATION_KEYS, TRICK_KEYS, Phrase, say
from .state import ROLLED, ROUNDS, RoundEnd, State


def die_numbers(state: State) -> list[int]:
    """The die value of each tavern position 1..6 (all 0 until the direction is set)."""
    return [die_number(i, state.direction) for i in range(6)]


def card_name(code: str) -> str:
    """A card as a player says it: 'German 4', 'Die +/-1' (a Phrase, or the code if unknown)."""
    card = CARD_BY_CODE.get(code)
    if card is None or card.nation is None:
        return say(TRICK_KEYS[code]) if code in TRICK_KEYS else code
    return say("card.sailor", nation=say(NATION_KEYS[card.nation]), value=card.value)


def award_reason(award: Award, names: tuple[str, str] = ("Red", "Blue")) -> Phrase | str:
    """Why a card goes where it goes, in a short phrase."""
    n0, n1 = award.dice
    s0, s1 = award.neighbour_sums
    if award.reason == SHARKS:
        return say("award.sharks")
    if award.reason == EMPTY:
        return say("award.empty")
    taker = names[award.taker] if award.taker >= 0 else ""
    if award.reason == ONLY:
        return say("award.only", taker=taker)
    if award.reason == MORE:
        return say("award.more", taker=taker, high=max(n0, n1), low=min(n0, n1))
    if award.reason == NEIGHBOURS:
        return say("award.neighbours", taker=taker, s0=s0, s1=s1)
    if award.reason == TIE:
        return say("award.tie", s0=s0, s1=s1)
    return award.reason


def preview(state: State) -> tuple[Award, ...]:
    """Who would take each tavern card if Shanghai were called now, and why."""
    return distribute(state.counts, state.direction, state.sharked)


def round_awards(end: RoundEnd) -> tuple[Award, ...]:
    """How the tavern of a finished round was distributed."""
    return distribute(end.counts, end.direction, end.sharked)


class NationStock(NamedTuple):
    """Cards of one nation still to come (tavern plus draw pile): how many and their points."""

    nation: str
    cards: tuple[str, ...]
    points: int


def still_to_come(state: State) -> tuple[list[NationStock], list[str]]:
    """Per nation, the sailors not yet distributed; and the trick cards not yet distributed."""
    if state.is_terminal():
        pending: tuple[str, ...] = ()
    else:
        pending = state.deck[state.round * 6:]
    by_nation: dict[str, list[str]] = {n: [] for n in NATIONS}
    tricks = []
    for code in pending:
        if is_trick(code):
            tricks.append(code)
        else:
            by_nation[code[0]].append(code)
    stocks = [NationStock(n, tuple(sorted(c)), sum(CARD_BY_CODE[x].value for x in c))
              for n, c in by_nation.items()]
    return stocks, sorted(tricks)


def crew_cards(state: State) -> list[dict[str, list[str]]]:
    """Each player's crews as card codes by nation, in the order won; a wild shows as its trick code."""
    out: list[dict[str, list[str]]] = [{}, {}]
    replay = State(state.deck, state.start, state.options)
    for action in state.actions_played():
        if action == A.SHANGHAI:
            for code, award in zip(replay.tavern(), preview(replay)):
                if award.taker >= 0 and not is_trick(code):
                    out[award.taker].setdefault(code[0], []).append(code)
        elif A.WILD <= action < A.ADJUST:
            code, nation = A.wild_parts(action)
            out[replay.to_move].setdefault(nation, []).append(code)
        replay.apply_action(action)
    return out


def _half(kind: str, actions: list[int], reason: str | None) -> dict:
    return {"kind": kind, "actions": actions, "reason": None if actions else reason}


def trick_menu(state: State) -> list[dict]:
    """The trick cards the player to move may play right now, each half with its legal actions.

    One entry per kind of card held (a deck trick: wild above, its action below; *W: wild only;
    *X: sharks above, exchange below). A half with no legal action carries the reason instead.
    Empty unless dice have just been rolled and the player has not played a trick this round.
    """
    if state.phase != ROLLED or state.trick_used[state.to_move]:
        return []
    p = state.to_move
    legal = state.legal_actions()
    menu = []
    for code in sorted(set(state.tricks_held(p))):
        if code == "*X":
            exchanges = [a for a in legal if A.EXCHANGE < a < A.NUM_DECISIONS]
            no_swap = say("why.exchange_direction" if not state.direction else "why.exchange_none")
            halves = [_half("sharks", [A.SHARKS], None), _half("exchange", exchanges, no_swap)]
        else:
            wilds = [a for a in legal if A.WILD <= a < A.ADJUST and A.wild_parts(a)[0] == code]
            halves = [_half("wild", wilds, say("why.wild_no_sailors"))]
            if code == "*P":
                adjusts = [a for a in legal if A.ADJUST <= a < A.BOTH]
                halves.append(_half("adjust", adjusts, why_not(state, A.adjust(state.die_a, 2))))
            elif code == "*B":
                halves.append(_half("both", [A.BOTH] if A.BOTH in legal else [], why_not(state, A.BOTH)))
            elif code == "*R":
                halves.append(_half("reroll", [A.REROLL], None))
        menu.append({"code": code, "name": say(TRICK_KEYS[code]), "halves": halves})
    return menu


def nation_scores(state: State) -> list[NationScore]:
    """The final comparison for every nation, as if the game ended now."""
    s0, s1 = state.strengths()
    return [score_nation(nation, s0[n], s1[n]) for n, nation in enumerate(NATIONS)]


def breakdown(state: State) -> dict:
    """The score if the game ended now, by nation and by unused trick cards (JSON-ready)."""
    nations = nation_scores(state)
    tricks = [state.tricks_held(0), state.tricks_held(1)]
    return {
        "nations": [{"nation": ns.nation, "strengths": list(ns.strengths), "points": list(ns.points),
                     "outcome": _nation_outcome(ns)} for ns in nations],
        "tricks": tricks,
        "trick_points": [len(tricks[0]), len(tricks[1])],
        "totals": list(state.scores()),
    }


def _nation_outcome(ns: NationScore) -> str:
    s0, s1 = ns.strengths
    if not s0 and not s1:
        return "none"
    if s0 and s1:
        return "tie" if s0 == s1 else ("player0" if s0 > s1 else "player1")
    return "monopoly0" if s0 else "monopoly1"


def _award_json(award: Award, code: str, number: int, names: tuple[str, str]) -> dict:
    return {"card": code, "name": card_name(code), "number": number, "taker": award.taker,
            "reason": award.reason, "dice": list(award.dice),
            "neighbour_sums": list(award.neighbour_sums), "text": award_reason(award, names)}


def board(state: State, names: tuple[str, str] = ("Red", "Blue")) -> dict:
    """Everything the board shows about a position, as one JSON-ready dict."""
    numbers = die_numbers(state)
    stocks, pending_tricks = still_to_come(state)
    over = state.is_terminal()
    tavern = () if over else state.tavern()
    s0, s1 = state.strengths()
    return {
        "round": ROUNDS if over else state.round + 1,
        "over": over,
        "to_move": None if over else state.to_move,
        "phase": state.phase,
        "starter": state.starter,
        "direction": ("", "up", "down")[state.direction],
        "dice": [state.die_a, state.die_b] if state.phase == ROLLED else [],
        "tavern": [
            {"card": code, "name": card_name(code), "number": numbers[i],
             "dice": [state.counts[i], state.counts[6 + i]], "sharked": bool(state.sharked >> i & 1)}
            for i, code in enumerate(tavern)
        ],
        "preview": [] if over else [_award_json(a, tavern[i], numbers[i], names)
                                    for i, a in enumerate(preview(state))],
        "supply": list(state.supply),
        "trick_used": list(state.trick_used),
        "crews": [{n: list(v) for n, v in state.iter_crews(p)} for p in (0, 1)],
        "crew_cards": crew_cards(state),
        "strengths": [dict(zip(NATIONS, s0)), dict(zip(NATIONS, s1))],
        "tricks": [state.tricks_held(0), state.tricks_held(1)],
        "trick_menu": trick_menu(state),
        "to_come": {s.nation: {"cards": list(s.cards), "points": s.points} for s in stocks},
        "to_come_tricks": pending_tricks,
        "scores": list(state.scores()),
        "breakdown": breakdown(state),
        "winner": state.winner() if over else None,
        "rounds": [round_result(end, names) for end in state.rounds],
        "legal": [A.action_text(a) for a in state.legal_actions()] if state.current_player() >= 0 else [],
        "why_not": {"roll": why_not(state, A.ROLL), "shanghai": why_not(state, A.SHANGHAI)},
    }


def round_result(end: RoundEnd, names: tuple[str, str] = ("Red", "Blue")) -> dict:
    """A finished round as the round-end overview shows it (JSON-ready)."""
    numbers = [die_number(i, end.direction) for i in range(6)]
    return {
        "round": end.round + 1, "starter": end.starter, "caller": end.caller,
        "direction": ("", "up", "down")[end.direction],
        "awards": [_award_json(a, end.tavern[i], numbers[i], names)
                   for i, a in enumerate(round_awards(end))],
    }
