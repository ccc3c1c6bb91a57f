"""A game played on this page: the position, who plays it, the story so far, and its record.

Pure Python (no page access), so CPython tests can drive it. Rules and numbers stay in the
engine; this module only applies actions, rolls dice with the page's random source and keeps
the game log that `narrate` writes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from game.shanghaien import actions as A
from game.shanghaien.narrate import narrate
from game.shanghaien.phrases import say
from game.shanghaien.randomplay import roll_dice, shuffled_deck
from game.shanghaien.record import read_record, to_record
from game.shanghaien.state import ROLLING, Options, State
from game.shanghaien.ui.words import level_name

# The computer opponents the new-game dialog offers, weakest first (their titles: words.level_name).
AI_LEVELS: tuple[str, ...] = ("deckhand", "bosun", "mate", "captain")
HUMAN = "human"
NAME_LIMIT = 20
DEFAULT_NAMES = ("Red", "Blue")


@dataclass
class Player:
    """One side of the table: a name, human or AI, and the AI's level."""

    name: str
    kind: str = HUMAN
    level: str = ""

    def to_json(self) -> dict:
        """The record's player object."""
        out = {"name": self.name, "type": self.kind}
        if self.kind == "ai":
            out["level"] = self.level
        return out

    @property
    def is_ai(self) -> bool:
        """True for a computer opponent."""
        return self.kind == "ai"


@dataclass
class Setup:
    """The new-game dialog's choices."""

    opponent: str = "bosun"  # an AI level, or "human" for a second player on this device
    extra_wild: bool = False
    sharks: bool = False
    next_start: str = "non-caller"
    first: str = "random"  # "0" (bottom player), "1" (top player) or "random"
    names: tuple[str, str] = ("", "")

    def to_json(self) -> dict:
        """The choices as a JSON-ready dict (remembered for the next new game)."""
        return {"opponent": self.opponent, "extra_wild": self.extra_wild, "sharks": self.sharks,
                "next_start": self.next_start, "first": self.first, "names": list(self.names)}


def setup_from(raw: Any) -> Setup:
    """A Setup from stored JSON, keeping only well-formed values."""
    out = Setup()
    if not isinstance(raw, dict):
        return out
    if raw.get("opponent") in AI_LEVELS or raw.get("opponent") == HUMAN:
        out.opponent = raw["opponent"]
    for key in ("extra_wild", "sharks"):
        if isinstance(raw.get(key), bool):
            setattr(out, key, raw[key])
    if raw.get("next_start") in ("non-caller", "alternate"):
        out.next_start = raw["next_start"]
    if raw.get("first") in ("0", "1", "random"):
        out.first = raw["first"]
    names = raw.get("names")
    if isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names):
        out.names = (clean_name(names[0]), clean_name(names[1]))
    return out


def clean_name(text: str) -> str:
    """A display name: single spaces, no control characters, at most NAME_LIMIT characters."""
    text = "".join(ch for ch in text if ch.isprintable())
    return " ".join(text.split())[:NAME_LIMIT]


def players_for(setup: Setup, defaults: tuple[str, str, str] | None = None) -> list[Player]:
    """The two players a setup describes (player 0 is always the bottom, red seat).

    `defaults` are the names for blank fields (red, blue, the computer), in the player's language.
    """
    first, second = setup.names
    title = level_name(setup.opponent) if setup.opponent in AI_LEVELS else DEFAULT_NAMES[1]
    red, blue, title = defaults or (*DEFAULT_NAMES, title)
    if setup.opponent == HUMAN:
        return [Player(first or red), Player(second or blue)]
    bottom = first or red
    top = second or title
    if top == bottom:
        top = f"{top} (AI)"
    return [Player(bottom), Player(top, "ai", setup.opponent)]


@dataclass
class LogEntry:
    """One line of the game log: a move's sentence, or a round heading."""

    round: int  # 1-based
    player: int  # 0 or 1; -1 for a heading
    text: str  # a Phrase (game/shanghaien/phrases.py): English as a str, any language via words.say
    kind: str = "move"  # "move", "round" (heading), "result" (a round's distribution), "end"


@dataclass
class Session:
    """The game on the page: position, players, log and the seed of the AI's thinking."""

    state: State
    players: list[Player]
    seed: int = 0
    log: list[LogEntry] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.log:
            self.log.append(LogEntry(1, -1, say("log.round", number=1), "round"))

    def names(self) -> tuple[str, str]:
        """Both players' display names."""
        return self.players[0].name, self.players[1].name

    def mover(self) -> int:
        """The player whose turn it is (the roller while dice are in the air); -1 once over."""
        return -1 if self.state.is_terminal() else self.state.to_move

    def human_to_move(self) -> bool:
        """True when a person at this device decides the next move."""
        p = self.state.current_player()
        return p >= 0 and not self.players[p].is_ai

    def ai_to_move(self) -> bool:
        """True when the computer decides (or rolls for itself) next."""
        p = self.mover()
        return p >= 0 and self.players[p].is_ai

    def apply(self, action: int) -> str:
        """Apply a legal action, write its sentence into the log and return it."""
        state = self.state
        text = narrate(state, action, self.names())
        player = state.to_move
        round_before = state.round
        state.apply_action(action)
        if action != A.ROLL:
            kind = "result" if action == A.SHANGHAI else "move"
            self.log.append(LogEntry(round_before + 1, player, text, kind))
        if state.is_terminal():
            self.log.append(LogEntry(round_before + 1, -1, say("log.over"), "end"))
        elif state.round != round_before:
            self.log.append(LogEntry(state.round + 1, -1, say("log.round", number=state.round + 1), "round"))
        return text

    def roll(self, rng: random.Random) -> tuple[int, int]:
        """Roll for the player to move (after Roll, or after a reroll trick); returns the dice."""
        if self.state.phase != ROLLING:
            self.apply(A.ROLL)
        outcome = roll_dice(rng)
        self.apply(outcome)
        return A.dice_of(outcome)

    def record(self) -> dict:
        """The game record of this session (players included, AI seed under x.ui)."""
        return to_record(self.state, [p.to_json() for p in self.players], {"ui": {"seed": self.seed}})


def new_session(setup: Setup, rng: random.Random, seed: int,
                defaults: tuple[str, str, str] | None = None) -> Session:
    """A fresh game from the dialog's choices: shuffled deck, start player, options (see players_for)."""
    options = Options(setup.next_start, setup.extra_wild, setup.sharks)
    deck = shuffled_deck(rng)
    start = rng.randrange(2) if setup.first == "random" else int(setup.first)
    return Session(State(deck, start, options), players_for(setup, defaults), seed)


def session_from_record(data: Any) -> Session:
    """Resume a saved game: replay its record, rebuilding the log. Raises ValueError if unusable."""
    record = read_record(data)
    return session_from_state(record.state, record.players, record.x)


def session_from_state(state: State, players: list[dict] | None, x: Any = None) -> Session:
    """The session of a position (a pending roll included), its log rebuilt by replaying its actions."""
    replayed = State(state.deck, state.start, state.options)
    ui = x.get("ui") if isinstance(x, dict) else None
    seed = ui.get("seed") if isinstance(ui, dict) else 0
    session = Session(replayed, _players_from(players), seed if isinstance(seed, int) and not isinstance(seed, bool) else 0)
    for action in state.actions_played():
        session.apply(action)
    return session


def _players_from(raw: list[dict] | None) -> list[Player]:
    if not raw:
        return [Player(DEFAULT_NAMES[0]), Player(DEFAULT_NAMES[1])]
    out = []
    for i, p in enumerate(raw):
        name = clean_name(p.get("name", "")) or DEFAULT_NAMES[i]
        level = p.get("level", "")
        if p.get("type") == "ai" and level in AI_LEVELS:
            out.append(Player(name, "ai", level))
        else:
            out.append(Player(name))
    return out
