"""The computer's side of the table: its turns, played move by move at the chosen pace with its
thinking in slices, and the Expert's hint for a person. Only this module awaits the AI."""

from __future__ import annotations

import asyncio
import random
import time
from typing import TYPE_CHECKING, Any, Protocol

from game.shanghaien import actions as A
from game.shanghaien.state import ROLLING
from game.shanghaien.ui import ai_bridge

if TYPE_CHECKING:
    from game.shanghaien.ui.session import Session
    from game.shanghaien.ui.settings import Settings
    from game.shanghaien.ui.sound import Sound

ROUND_START_LINGER = 2.5  # the round-end overview stays this many pace steps before the computer rolls


class Table(Protocol):
    """What the computer's side needs of the board it plays at (the board's App gives it)."""

    session: Session | None
    rng: random.Random  # the dice
    settings: Settings  # the pace and the sounds
    pace_override: float | None  # a test's ?pace=, over the settings
    generation: int  # a new game bumps it: work for an older game stops
    replay: Any  # the replay viewer while it is open (the computer waits meanwhile), else None
    rolled_now: bool  # dice were just rolled (the board animates them)
    hint: str | None  # the Expert's phrase, shown until the next move
    hint_act: str | None  # the control the hint points at
    sound: Sound

    def render(self) -> None:
        """Redraw the board."""

    def shown(self) -> bool:
        """Whether the board is on the screen (the computer does not move while it is not)."""

    def save(self) -> None:
        """Autosave the game."""

    def names(self) -> tuple[str, str]:
        """The two players' names."""

    def overview_round(self) -> dict | None:
        """The round whose end the board shows now, if any."""

    def play_sound_for(self, action: int) -> None:
        """The sound of a move just played."""

    def close_popover(self) -> None:
        """Close a score window left open."""

    def game_finished(self) -> None:
        """Record the finished game (statistics, saves)."""

    def show_final(self) -> None:
        """Open the final scoring."""


class Opponent:
    """Runs the computer's turns and the hints at one board; the board draws what this changes."""

    def __init__(self, app: Table) -> None:
        """Work at the table `app` (see Table for what it is asked for)."""
        self.app = app
        self.running = False  # a computer turn is under way
        self.thinking = False  # the computer is deciding (the banner says so)
        self.hinting = False  # the Expert is deciding a hint
        self.skip = False  # play the rest of this computer turn without pauses
        self.ahead_at: tuple[int, int] | None = None  # the game and move a person's-turn solve works at

    async def linger(self, generation: int, steps: float = 1.0, ahead: ai_bridge.Ahead | None = None) -> None:
        """Pause at the chosen pace so a person can follow (at least one yield to the page), unless skipped,
        and for as long as the board is away from the screen (the pace starts again when it is back);
        the pause is spent on `ahead` (the solve the next decision needs), in slices, while it lasts."""
        app = self.app
        base = app.pace_override if app.pace_override is not None else app.settings.delay()
        total = base * steps
        await asyncio.sleep(0)
        waited = 0.0
        while generation == app.generation:
            if not app.shown():
                waited = 0.0
            elif self.skip or (waited >= total and app.replay is None):
                break
            if ahead is not None and not ahead.finished:
                t0 = time.perf_counter()
                ahead.step(ai_bridge.SLICE_MS)
                await asyncio.sleep(0)
                waited += time.perf_counter() - t0
                continue
            await asyncio.sleep(0.05)  # the computer waits while the player watches a replay or is away
            waited += 0.05

    async def prethink(self) -> None:
        """While a person decides, solve ahead the round the computer opponent will play next (in
        slices, yielding between them), until the person moves or the table is finished."""
        app = self.app
        session = app.session
        if session is None or not session.human_to_move():
            return
        ai = [p for p in session.players if p.is_ai]
        if not ai:
            return
        generation, moves = app.generation, len(session.state.actions_played())
        if self.ahead_at == (generation, moves):
            return  # already at work on this position
        self.ahead_at = (generation, moves)
        ahead = ai_bridge.Ahead(session.state, ai[0].level)

        def still() -> bool:
            return (generation == app.generation and app.session is session and not self.running
                    and len(session.state.actions_played()) == moves)

        try:
            await ai_bridge.think_ahead(ahead, still)
        finally:
            if self.ahead_at == (generation, moves):
                self.ahead_at = None

    async def run(self) -> None:
        """Play the computer's moves one by one, thinking in slices, at the chosen pace.

        Each step yields to the page between drawing and thinking, so no task blocks for long.
        """
        app = self.app
        self.running = True
        generation = app.generation
        app.render()
        try:
            while app.session is not None and app.session.ai_to_move() and generation == app.generation:
                state = app.session.state
                steps = ROUND_START_LINGER if app.overview_round() is not None else 1.0
                await self.linger(generation, steps, ai_bridge.Ahead(state, app.session.players[state.to_move].level))
                if generation != app.generation:
                    return
                if state.phase == ROLLING:
                    app.session.roll(app.rng)
                    app.rolled_now = True
                    app.sound.play("dice", app.settings.sounds)
                    app.save()
                    app.render()
                    continue
                player = app.session.players[state.to_move]
                if not self.thinking:
                    self.thinking = True
                    app.render()
                    await asyncio.sleep(0)
                action = await ai_bridge.choose(state, player.level, app.session.seed)
                if generation != app.generation:
                    return
                self.thinking = False
                if action == A.ROLL:
                    app.session.roll(app.rng)
                    app.rolled_now = True
                    app.sound.play("dice", app.settings.sounds)
                else:
                    app.session.apply(action)
                    app.play_sound_for(action)
                app.save()
                if app.session.ai_to_move():
                    app.render()
        finally:
            self.running = False
            self.thinking = False
            self.skip = False
        if generation == app.generation and app.session is not None:
            app.close_popover()
            app.render()
            if app.session.state.is_terminal():
                app.game_finished()
                app.show_final()
            else:
                await self.prethink()

    async def ask_hint(self) -> None:
        """Ask the Expert what to do here; show the phrase and mark the suggested control."""
        app = self.app
        if app.session is None or not app.session.human_to_move() or self.hinting:
            return
        state = app.session.state
        moves_before = len(state.actions_played())
        generation = app.generation
        self.hinting = True
        app.render()
        try:
            action, phrase = await ai_bridge.hint(state, app.session.seed, app.names())
        finally:
            self.hinting = False
        if generation != app.generation or len(app.session.state.actions_played()) != moves_before:
            app.render()
            return
        app.hint = phrase
        app.hint_act = act_of(action)
        app.render()


def act_of(action: int) -> str:
    """The data-act of the control that plays `action` (for marking a hint)."""
    if action == A.ROLL:
        return "ui:roll"
    if action == A.SHANGHAI:
        return "ui:shanghai"
    if A.WILD <= action < A.ADJUST:
        return f"ui:choose:wild:{A.wild_parts(action)[0]}"
    if A.ADJUST <= action < A.BOTH:
        return "ui:choose:adjust"
    if A.EXCHANGE < action < A.NUM_DECISIONS:
        return "ui:choose:exchange"
    return f"a:{action}"
