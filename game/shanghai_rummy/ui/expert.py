"""Asking the expert for the viewer's move, without freezing the page: the shark thinks over the
viewer's own view of the game in slices, and its move is said as advice (advice.hint) with the card
to mark. The board gives it what it needs as callbacks; it keeps the advice until the next move."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.rummy import cards as C
from game.ui.i18n import t

from ..state import State
from . import advice, computer
from .seatview import Control


class Expert:
    """The hint button's state: the advice in force (`hint`) and whether the expert is thinking."""

    def __init__(self, current: Callable[[], State | None], redraw: Callable[[], None], say: Callable[[str], None]):
        """`current()` is the position in play; `redraw()` draws the table; `say(text)` tells the player."""
        self.current, self.redraw, self.say = current, redraw, say
        self.hint: advice.Hint | None = None
        self.busy = False

    def forget(self) -> None:
        """A move was played: the advice no longer applies."""
        self.hint = None

    def on_pile(self) -> bool:
        """Whether the advice is about the discard pile's top card (take, buy or let it go)."""
        return bool(self.hint and self.hint.key.startswith(("sr.hint.take", "sr.hint.buy", "sr.hint.pass")))

    def card(self) -> int | None:
        """The card of the hand the advice is about, if any."""
        return self.hint.card if self.hint and not self.on_pile() else None

    def control(self, state: State | None, viewer: int | None, names: Sequence[str],
                thinking: int | None) -> Control | None:
        """Asking the expert: enabled when the viewer decides now and nobody is thinking."""
        if state is None or viewer is None:
            return None
        who = state.current_player()
        if who != viewer:
            return Control("hint", t("sr.why.not_turn", name=names[who]) if who is not None else t("sr.end.game"))
        if self.busy or thinking is not None:
            return Control("hint", t("sr.hint.thinking"))
        return Control("hint")

    def text(self) -> str:
        """The advice in the current language."""
        if self.hint is None:
            return ""
        fields: dict[str, object] = {}
        for key, value in self.hint.fields:
            fields[key] = t(f"card.{C.code(value)}") if key == "card" else value  # type: ignore[arg-type]
        return t(self.hint.key, **fields)

    async def ask(self, seat: int, view: Any, seed: int) -> None:
        """The expert's move for `seat` from its `view` of the game, said once it is found (unless the
        game moved on meanwhile)."""
        s = self.current()
        if s is None or s.current_player() != seat or self.busy:
            return
        self.busy, at = True, len(s.moves)
        self.say(t("sr.hint.thinking"))
        self.redraw()
        try:
            move, _ = await computer.decide(s, view, advice.HINT_LEVEL, seed)
        finally:
            self.busy = False
        if self.current() is not s or len(s.moves) != at or s.current_player() != seat:
            self.redraw()
            return
        self.hint = advice.hint(s, seat, move)
        self.redraw()
        self.say(self.text())
