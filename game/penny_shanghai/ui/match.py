"""A game at the table: its record, the moves made on it, and what each move did, told as events
the log and the hand-end panel show. Pure Python (tested under CPython)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..record import Record, masked, parse, to_json
from ..state import HIDDEN, Options, State
from .changes import changed_melds, grown, rebuild

MAX_SEATS = 10
TOLD_MELDS = 3  # a play that takes apart more melds than this is told in one line of the log
NAME_LIMIT = 24


@dataclass(frozen=True)
class Seat:
    """One seat of a new game: a person or the computer at a level."""

    name: str
    kind: str = "ai"  # "human" or "ai"
    level: str = "grandma"

    def to_json(self) -> dict:
        """The record's player object."""
        out = {"name": self.name, "type": self.kind}
        if self.kind == "ai":
            out["level"] = self.level
        return out


@dataclass(frozen=True)
class Event:
    """Something a move did, for the log: `kind` names the phrase, `fields` fill it."""

    kind: str  # draw, pass, penny, play, taken, built, rebuilt, undo, last, out, stuck, leave, over, deal
    seat: int = -1
    fields: dict = field(default_factory=dict)


def clean_name(name: str, default: str) -> str:
    """A display name: single spaces, printable, at most NAME_LIMIT characters; `default` when empty."""
    text = " ".join("".join(ch for ch in str(name) if ch.isprintable()).split())[:NAME_LIMIT]
    return text or default


def shuffled_packs(seed: int, decks: int, hands: int) -> list[list[int]]:
    """One shuffled pack per hand the game may last (a seed gives the same packs)."""
    rng = random.Random(seed)
    packs = []
    for _ in range(hands):
        pack = [c for c in range(52) for _ in range(decks)]
        rng.shuffle(pack)
        packs.append(pack)
    return packs


def new_record(seats: Sequence[Seat], options: Options, seed: int) -> Record:
    """A new game: the first dealer and every hand's pack drawn from `seed`."""
    n = len(seats)
    if not 2 <= n <= MAX_SEATS:
        raise ValueError(f"a game seats 2 to {MAX_SEATS} players, not {n}")
    if 52 * options.decks < 5 * n + 1:
        raise ValueError(f"{options.decks} deck(s) cannot deal five cards to {n} players")
    rng = random.Random(seed)
    dealer = rng.randrange(n)
    packs = shuffled_packs(rng.randrange(2 ** 31), options.decks, options.hands)
    state = State(n, dealer, packs, options)
    return Record(state, [s.to_json() for s in seats], dealer, packs, [])


def seat_view(record: Record, seat: int) -> State:
    """The position as `seat` knows it (others' hands, the stock and the packs hidden): all the AI
    may see. The same position as the AI protocol's masked record gives (masked_view), without
    replaying the game: the page asks for it before every computer play."""
    state = record.state
    view = state.clone()
    for p in range(state.n):
        if p != seat:
            view.hands[p] = [HIDDEN] * len(state.hands[p])
    view.stock = [HIDDEN] * len(state.stock)
    view.packs = [tuple([HIDDEN] * len(pack)) for pack in state.packs[:state.hand_no]]
    view._step = None
    return view


def masked_view(record: Record, seat: int) -> State:
    """The position read from the masked record `seat` would be sent (the protocol's way; slower)."""
    return parse(masked(record, seat), masked=True).state


def ensure_next_pack(record: Record) -> None:
    """Give the record the next hand's pack when it lacks it (a game imported from elsewhere may hold
    only the packs of the hands it has started): a move that ends a hand deals the next one."""
    state = record.state
    wanted = min(state.hand_no + 1, state.options.hands)
    while len(record.packs) < wanted:
        pack = shuffled_packs(len(record.moves) * 131 + len(record.packs), state.options.decks, 1)[0]
        record.packs.append(pack)
        if len(state.packs) < len(record.packs):
            state.packs.append(tuple(pack))


def apply(record: Record, move: str) -> list[Event]:
    """Make `move` for the player to move (IllegalMove when refused) and tell what happened."""
    ensure_next_pack(record)
    state = record.state
    seat = state.turn
    before = state.clone()
    state.apply_action(move)
    record.moves.append(move)
    events: list[Event] = []
    if move == "draw":
        events.append(Event("draw", seat, {"stock": len(state.stock)}))
        return events
    if move == "pass":
        paid = before.pennies[seat] > 0
        events.append(Event("pass" if paid else "pass_broke", seat))
        if state.hand_no == before.hand_no and not state.over:
            return events
        events.append(Event("stuck", -1, {"pot": before.pot + (1 if paid else 0)}))
    else:
        added = Counter(c for m in move.split(" ")[1:] for c in _cards(m))
        added.subtract(before.table_cards())
        events.append(Event("play", seat, {"cards": sorted(added.elements()),
                                           "changed": len(changed_melds(before.table, _melds(move)))}))
        after = _melds(move)
        change = rebuild(before.table, after)
        grew = grown(before.table, after)
        old, new = {j for j, _, _ in grew}, {i for _, i, _ in grew}  # by index: two equal melds may lie side by side
        taken = [m for j, m in zip(changed_melds(after, before.table), change.taken) if j not in old]
        built = [b for i, b in zip(changed_melds(before.table, after), change.built) if i not in new]
        if len(taken) > TOLD_MELDS:  # a whole table rebuilt: counted, not listed
            events.append(Event("rebuilt", seat, {"taken": len(change.taken), "built": len(change.built)}))
        else:
            events += [Event("grew", seat, {"cards": list(cards), "meld": list(before.table[j])})
                       for j, _, cards in grew]
            events += [Event("taken", seat, {"cards": list(meld)}) for meld in taken]
            events += [Event("built", seat, {"cards": list(meld), "mine": list(mine)}) for meld, mine in built]
        if len(before.hands[seat]) - sum(added.values()) == 1:
            events.append(Event("last", seat))
        if state.hand_no == before.hand_no and not state.over:
            return events
        paid = {p: (before.pennies[p] - _pennies_after_payout(before, state, p)) for p in before.seated if p != seat}
        owed = {p: before.owed(p) for p in paid}
        events.append(Event("out", seat, {"pot": before.pot, "paid": paid, "owed": owed,
                                          "gain": before.pot + sum(paid.values())}))
    for p in range(state.n):
        if before.in_game[p] and not state.in_game[p]:
            events.append(Event("leave", p))
    if state.over:
        events.append(Event("over", -1, {"winners": state.winners()}))
    else:
        events.append(Event("deal", state.dealer, {"hand": state.hand_no}))
    return events


def position_before(record: Record, count: int) -> Record:
    """The game as it stood after its first `count` moves (a fresh record: `record` is untouched)."""
    data = to_json(record.players, record.dealer, record.packs, record.state.options, record.moves[:count])
    return parse(data)


def last_move_events(record: Record) -> list[Event]:
    """What the record's last move did, told as apply() told it ([] before the first move): the
    hand-end panel is drawn again from this after a reload."""
    if not record.moves:
        return []
    before = position_before(record, len(record.moves) - 1)
    return apply(before, record.moves[-1])


def ended_a_hand(events: Sequence[Event]) -> bool:
    """Whether these events end a hand (someone went out, or everyone was stuck)."""
    return any(e.kind in ("out", "stuck") for e in events)


def _pennies_after_payout(before: State, after: State, p: int) -> int:
    """A loser's pennies after paying the winner (before the next hand's ante)."""
    ante = 1 if (not after.over and after.hand_no != before.hand_no and after.in_game[p]) else 0
    return after.pennies[p] + ante


def _cards(word: str) -> list[int]:
    from ...rummy import cards as C

    return C.split_meld(word)


def _melds(move: str) -> list[list[int]]:
    return [_cards(w) for w in move.split(" ")[1:]]
