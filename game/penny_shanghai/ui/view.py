"""What one seat sees of the table and which of its controls are enabled, and why not: a pure view
model (no page), so the board's rules of display are tested under CPython."""

from __future__ import annotations

from dataclasses import dataclass

from ...rummy import cards as C
from .. import melds as M
from ..record import Record
from .changes import NEW, Frame
from .draft import Draft
from .undo import undo_status


@dataclass(frozen=True)
class SeatView:
    """One player as the table shows them."""

    seat: int
    name: str
    kind: str  # "human" or "ai"
    level: str
    pennies: int
    cards: int
    last_card: bool
    dealer: bool
    in_game: bool
    to_play: bool


@dataclass(frozen=True)
class GroupView:
    """One group of the table: its cards in written order, whether each came from the hand this
    turn, and its fault key (None: a valid set or run)."""

    cards: tuple[int, ...]
    from_hand: tuple[bool, ...]
    fault: str | None
    kind: str | None  # "set" or "run" when valid
    fresh: bool  # changed by the last play (the board marks it)
    step: str = ""  # while a play is shown step by step: changes.KEPT, TAKEN, BUILT or NEW


@dataclass(frozen=True)
class Control:
    """A button: enabled, or the phrase key saying why not."""

    enabled: bool
    reason: str | None = None


@dataclass(frozen=True)
class Screen:
    """Everything the board draws for the seat at the device."""

    seats: tuple[SeatView, ...]
    pot: int
    stock: int
    hand_no: int
    groups: tuple[GroupView, ...]
    viewer: int | None  # the seat whose hand is shown (None: no hand is shown)
    hand: tuple[int, ...]
    my_turn: bool  # the viewer may rearrange the table now
    play: Control
    reset: Control
    hint: Control
    undo: Control = Control(False)
    loose: tuple[int, ...] = ()  # while a play is shown step by step: cards taken apart, not yet placed
    doing: str = ""  # and what the step does ("taking", "building", "adding")


def seats_of(record: Record) -> tuple[SeatView, ...]:
    """Every player, in seat order."""
    state = record.state
    out = []
    for p, player in enumerate(record.players):
        held = len(state.hands[p]) if state.in_game[p] else 0
        out.append(SeatView(p, str(player.get("name", f"{p + 1}")), str(player.get("type", "human")),
                            str(player.get("level", "")), state.pennies[p], held,
                            held == 1 and p in state.seated and not state.over, p == state.dealer and not state.over,
                            state.in_game[p], state.current_player() == p))
    return tuple(out)


def _kind(cards: tuple[int, ...]) -> str:
    return "set" if M.is_set(cards) else "run"


def _undo(record: Record, next_seen: bool) -> Control:
    """Undo: enabled exactly when the last move is a person's play that may be taken back."""
    status = undo_status(record, next_seen)
    return Control(status.allowed, status.reason)


def screen(record: Record, draft: Draft | None, viewer: int | None, fresh: frozenset[int] = frozenset(),
           busy: bool = False, shown: Frame | None = None, next_seen: bool = False) -> Screen:
    """The screen for `viewer` (their hand shown; `draft` is their table in progress on their turn;
    `shown` a step of another player's play, drawn instead of the table; `next_seen`: the person
    to move has uncovered their cards, so the last play can no longer be taken back)."""
    state = record.state
    my_turn = (draft is not None and viewer is not None and state.current_player() == viewer and not busy)
    if my_turn:
        assert draft is not None
        groups = tuple(GroupView(tuple(t.card for t in g), tuple(t.from_hand for t in g), f,
                                 _kind(tuple(t.card for t in g)) if f is None else None, False)
                       for g, f in zip(draft.groups, draft.faults()))
        hand = tuple(draft.hand)
        fault = draft.play_fault()
        play = Control(fault is None, None if fault is None else f"ps.why.{fault}")
        reset = Control(draft.changed(), None if draft.changed() else "ps.why.nothing")
        hint = Control(True)
    else:
        if shown is not None:
            groups = tuple(GroupView(g.cards, g.from_hand, None, _kind(g.cards), g.mark == NEW, g.mark)
                           for g in shown.groups)
        else:
            groups = tuple(GroupView(tuple(m), (False,) * len(m), None, _kind(tuple(m)), i in fresh)
                           for i, m in enumerate(state.table))
        hand = tuple(sorted(state.hands[viewer], key=lambda c: (C.rank(c), C.suit(c)))) if viewer is not None else ()
        wait = "ps.why.wait"
        play, reset, hint = Control(False, wait), Control(False, wait), Control(False, wait)
    return Screen(seats_of(record), state.pot, len(state.stock), state.hand_no, groups, viewer, hand, my_turn,
                  play, reset, hint, _undo(record, next_seen), shown.loose if shown is not None and not my_turn else (),
                  shown.doing if shown is not None and not my_turn else "")
