"""The board's side of the saves layer: which saved game this page plays and its revision, the
settings and new-game choices, and the notices to show. Pure Python over a localStorage-like
object (game.saves does the storing), so CPython tests drive it with a MemoryStorage.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game import saves
from game.shanghaien import legacy, results, takeback
from game.saves.entries import parse_entry
from game.saves.keys import game_key
from game.saves.storage import read_text
from game.shanghaien.record import read_record, to_record
from game.shanghaien.ui.session import Session, Setup, session_from_state, setup_from
from game.shanghaien.ui.settings import Settings, settings_from


@dataclass
class Start:
    """What the page finds at start: the game to resume (or None) and what to tell the player."""

    session: Session | None
    notices: list[saves.Notice] = field(default_factory=list)
    problem: saves.SaveResult | None = None  # a save the start could not make (a full storage)
    games: int = 0  # how many saved games there are


class Keeper:
    """Saves the page's game after every action and brings it back; one per page."""

    def __init__(self, storage: Any) -> None:
        """Work on `storage` (the browser's localStorage, or a MemoryStorage)."""
        self.storage = storage
        self.game_id: str | None = None
        self.rev = 0
        self.last = saves.SaveResult(saves.SAVED)  # what became of the latest save

    # --- start and switching games ---------------------------------------------------------

    def start(self) -> Start:
        """Move an old build's save over, list what is stored, and load the game to resume."""
        migration = legacy.migrate(self.storage)
        listing = saves.list_games(self.storage)
        notices = list(migration.notices) + [n for n in listing.notices if n.kind != "repaired"]
        found = Start(None, notices, migration.failure, len(listing.games))
        current = saves.get_current(self.storage)
        if current is None:
            return found
        try:
            game = saves.load_game(self.storage, current)
        except saves.Unreadable as err:
            if all(n.key != err.notice.key for n in notices):
                notices.append(err.notice)
            return found
        except saves.NotFound:
            return found
        found.session = self.adopt(game)
        return found

    def adopt(self, game: saves.Game) -> Session:
        """Make a loaded (or imported) game this page's game; returns its session to play."""
        self.game_id, self.rev = game.id, game.rev
        self.last = saves.SaveResult(saves.SAVED, rev=game.rev)
        saves.set_current(self.storage, game.id)
        return session_from_state(game.state, game.players, game.x)

    def load(self, game_id: str) -> Session:
        """Load a saved game and make it this page's; raises saves.NotFound or saves.Unreadable."""
        return self.adopt(saves.load_game(self.storage, game_id))

    def begin(self) -> None:
        """A new game: a fresh id, saved at its first autosave."""
        self.game_id, self.rev = saves.new_game_id(), 0
        self.last = saves.SaveResult(saves.SAVED)
        saves.set_current(self.storage, self.game_id)

    def forget(self) -> None:
        """No game on the page any more (the current one was deleted)."""
        self.game_id, self.rev = None, 0
        saves.set_current(self.storage, None)

    # --- saving ---------------------------------------------------------------------------

    def save(self, session: Session) -> saves.SaveResult:
        """Autosave the session; keeps the new revision, and counts a finished game against the AI once."""
        if self.game_id is None:
            self.begin()
        state, players, x = session.state, [p.to_json() for p in session.players], {"ui": {"seed": session.seed}}
        result = saves.autosave(self.storage, self.game_id, state, players, x, base_rev=self.rev)
        if result.ok:
            self.rev = result.rev
            if saves.get_current(self.storage) != self.game_id:  # its first save, or a mark lost to a full storage
                saves.set_current(self.storage, self.game_id)
            if state.is_terminal():
                results.record_game(self.storage, self.game_id, state, players)
        self.last = result
        return result

    def fork(self, session: Session) -> saves.SaveResult:
        """Keep this page's game as a new saved game (when another tab played on in the same one)."""
        players = [p.to_json() for p in session.players]
        game, result = saves.store_new(self.storage, saves.Imported(session.state, players,
                                                                    {"ui": {"seed": session.seed}}))
        if result.ok:
            self.game_id, self.rev = game.id, result.rev
            saves.set_current(self.storage, game.id)
        self.last = result
        return result

    def changed_elsewhere(self, event_key: Any) -> bool:
        """True if a `storage` event says another tab saved a newer revision of this game (or removed it)."""
        if self.game_id is None or not saves.concerns_game(event_key, self.game_id):
            return False
        raw = read_text(self.storage, game_key(self.game_id))
        if raw is None:
            return self.rev > 0
        entry = parse_entry(game_key(self.game_id), raw)
        return isinstance(entry, saves.Notice) or entry.rev > self.rev

    # --- undo -----------------------------------------------------------------------------

    def undo_status(self, session: Session, enabled: bool) -> takeback.UndoStatus:
        """How many of the human's last moves may be taken back, and what stops it."""
        return takeback.undo_status(self.record(session), enabled=enabled)

    def undo(self, session: Session, enabled: bool) -> Session:
        """The session with the human's last move taken back; raises saves.UndoRefused."""
        record = takeback.undo(self.record(session), steps=1, enabled=enabled)
        back = read_record(record)
        return session_from_state(back.state, record["players"], record.get("x"))

    @staticmethod
    def record(session: Session) -> dict:
        """The session's game record."""
        return to_record(session.state, [p.to_json() for p in session.players], {"ui": {"seed": session.seed}})

    # --- settings and choices --------------------------------------------------------------

    def settings(self) -> Settings:
        """The remembered settings (defaults for anything missing or unreadable)."""
        return settings_from(saves.load_settings(self.storage))

    def save_settings(self, settings: Settings) -> saves.SaveResult:
        """Remember the settings."""
        return saves.save_settings(self.storage, settings.to_json())

    def setup(self) -> Setup:
        """The last new-game choices."""
        return setup_from(saves.load_setup(self.storage))

    def save_setup(self, setup: Setup) -> saves.SaveResult:
        """Remember the new-game choices."""
        return saves.save_setup(self.storage, setup.to_json())
