"""Why a move is refused, as a value: a Refusal is a key plus fields, and it *is* its English text.

A Refusal subclasses `str`, so the record reader, `python -m game replay`, the AI protocol and
every test print and compare exactly the English sentence they always did; a table reads its
`key` and `fields` to say the same reason in another language. The English templates live here
and nowhere else.

Fields hold plain values; a few names are rendered by a `Words` (one per language): `card` (a
card int), `cards` (card ints read "x or y"), `rank` (1 = ace .. 13 = king), `hand` (also fills
`contract`, that hand's contract in words), `sets`/`runs` (counts read "2 sets"), `end` (low or
high) and `fault` (a nested Refusal).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ..rummy import cards as C

ENGLISH: dict[str, str] = {
    # state.why_not: the turn and the form of a move
    "over": "the game is over",
    "not_string": "a move must be a string",
    "not_a_move": "{move!r} is not a move (words separated by one space, none before or after)",
    "pile_empty": "the discard pile is empty",
    "take_or_draw": "the turn starts with take or draw, not {move!r}",
    "buy_or_pass": "player {player} is asked to buy or pass, not {move!r}",
    "not_down": "you have not gone down yet: no {verb} before your contract is on the table",
    "write_lay": "write lay as 'lay CARD MELD [low|high]'",
    "write_swap": "write swap as 'swap CARD MELD'",
    "not_card": "{text!r} is not a card",
    "no_meld": "there is no meld {text} on the table (melds 1 to {last})",
    "not_held": "you do not hold {card}",
    "end_word": "the end word is low or high, not {text!r}",
    "write_discard": "write discard as 'discard CARD'",
    "deuce_discard": "a deuce may be thrown only when you hold nothing but deuces",
    "play_verb": "after taking a card you go down, lay off, swap or discard, not {move!r}",
    # going down
    "down_already": "you have already gone down this hand",
    "down_empty": "down needs the melds of the contract",
    "meld_unreadable": "meld {text!r}: {error}",
    "meld_fault": "meld {text}: {fault}",
    "not_held_many": "you do not hold {card} (or not that many)",
    "contract_count": "hand {hand} needs {contract}: {need} melds, not {have}",
    "contract_kinds": "hand {hand} needs {contract}, not {sets} and {runs}",
    "contract_short": "hand {hand} needs {contract}: a run of {size} is too short",
    # melds.read_meld
    "meld_short": "a meld needs at least 3 cards",
    "meld_all_wild": "a meld needs at least one card that is not a deuce",
    "meld_wilds": "wilds must be fewer than half of a meld ({wilds} of {size} here)",
    "meld_mixed": "a meld's cards must share a rank (a set) or a suit (a run)",
    "run_order": "a run's cards must follow one another from low to high (the ace low or high, never round "
                 "the corner)",
    # melds.lay_fault and swap_fault
    "set_takes": "a set of {rank}s takes only {rank}s or wilds",
    "set_no_ends": "a set has no ends: leave out low/high",
    "run_takes": "a run of {size} takes only {cards} or a wild here",
    "run_full": "this run is full from ace to ace",
    "both_ends": "this card fits both ends of the run: say low or high",
    "one_end": "this card fits only the {end} end: leave out the end word",
    "wrong_end": "this card does not fit the {end} end",
    "lay_wilds": "wilds must be fewer than half of a meld",
    "swap_deuce": "a deuce is always wild: only a natural card can be swapped for one",
    "swap_set": "wilds in a set cannot be swapped",
    "swap_none": "no wild in this run stands for {card}",
}


class Words(Protocol):
    """How one language says the fields a refusal names (see the module's docstring)."""

    def card(self, card: int) -> str:
        """A card's name."""

    def cards(self, cards: Sequence[int]) -> str:
        """Cards named as alternatives ("x or y")."""

    def rank(self, rank: int) -> str:
        """A rank's word (1 = ace)."""

    def contract(self, hand: int) -> str:
        """Hand `hand`'s contract in words."""

    def count(self, kind: str, n: int) -> str:
        """`n` melds of `kind` ("set" or "run"), with the number."""

    def end(self, end: str) -> str:
        """A run's end word (low or high)."""

    def refusal(self, refusal: Refusal) -> str:
        """A nested refusal."""


def rendered(fields: Mapping[str, Any], words: Words) -> dict[str, Any]:
    """The fields ready for a template, their named values said by `words`."""
    out = dict(fields)
    for name, value in fields.items():
        if name == "card":
            out[name] = words.card(value)
        elif name == "cards":
            out[name] = words.cards(value)
        elif name == "rank":
            out[name] = words.rank(value)
        elif name == "hand":
            out["contract"] = words.contract(value)
        elif name in ("sets", "runs"):
            out[name] = words.count(name[:-1], value)
        elif name == "end":
            out[name] = words.end(value)
        elif name == "fault":
            out[name] = words.refusal(value)
    return out


class _English:
    """The engine's own words (the text a Refusal is)."""

    def card(self, card: int) -> str:
        return C.name(card)

    def cards(self, cards: Sequence[int]) -> str:
        return " or ".join(C.name(c) for c in cards)

    def rank(self, rank: int) -> str:
        return C.RANK_WORDS[rank - 1]

    def contract(self, hand: int) -> str:
        from .melds import contract_words  # melds builds refusals: import it only when saying one

        return contract_words(hand)

    def count(self, kind: str, n: int) -> str:
        return f"{n} {kind}{'s' if n != 1 else ''}"

    def end(self, end: str) -> str:
        return end

    def refusal(self, refusal: Refusal) -> str:
        return str.__str__(refusal)


ENGLISH_WORDS = _English()


class Refusal(str):
    """Why a move is not allowed: the English sentence, with its `key` and `fields` for other tables."""

    key: str
    fields: Mapping[str, Any]

    def __new__(cls, key: str, **fields: Any) -> Refusal:
        text = ENGLISH[key].format(**rendered(fields, ENGLISH_WORDS))
        self = super().__new__(cls, text)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "fields", dict(fields))
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Refusal cannot be changed")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.key, dict(self.fields)))


def _rebuild(key: str, fields: dict[str, Any]) -> Refusal:
    return Refusal(key, **fields)
