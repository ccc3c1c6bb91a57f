"""A reason said at the table: the engine's Refusal (a key and fields) in the player's language,
through the board's catalogue (refusal_words.py); the board's own reasons are already phrases."""

from __future__ import annotations

from collections.abc import Sequence

from game.rummy import cards as C
from game.ui.i18n import t

from .. import melds as M
from ..refusals import Refusal, rendered


def contract_words(hand: int) -> str:
    """Hand `hand`'s contract in the current language ("a run of 7 and a set of 3")."""
    parts = [t("sr.run_of" if kind == M.RUN else "sr.set_of", n=size) for kind, size in M.CONTRACTS[hand]]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + f" {t('sr.and')} " + parts[-1]


class _TableWords:
    """The fields of a refusal in the current language (see game/shanghai_rummy/refusals.py)."""

    def card(self, card: int) -> str:
        return t(f"card.{C.code(card)}")

    def cards(self, cards: Sequence[int]) -> str:
        return t("sr.or").join(self.card(c) for c in cards)

    def rank(self, rank: int) -> str:
        return t(f"sr.rank.{rank}")

    def contract(self, hand: int) -> str:
        return contract_words(hand)

    def count(self, kind: str, n: int) -> str:
        return t(f"sr.count.{kind}", count=n)

    def end(self, end: str) -> str:
        return t(f"sr.side.{end}")

    def refusal(self, refusal: Refusal) -> str:
        return say(refusal)


_WORDS = _TableWords()


def say(reason: str | None) -> str:
    """A reason in the current language: an engine Refusal through the catalogue, any other text
    (already a phrase of the board) as it is; "" for None."""
    if isinstance(reason, Refusal):
        return t(f"sr.no.{reason.key}", **rendered(reason.fields, _WORDS))
    return reason or ""
