"""The localStorage keys the board uses, in one place (bump a version when its format changes)."""

from __future__ import annotations

# Every key the board writes starts with this (game/ui/storage.py adds it).
PREFIX = "shanghaien:"
# The game in progress: a game record (shared/spec/game-record.md) with players and UI extras.
CURRENT_GAME = "game.current.v1"
# The settings menu: AI pace, sounds, preview, hints.
SETTINGS = "settings.v1"
# The last new-game choices, so "New game" and "Play again" start from them.
LAST_SETUP = "setup.last.v1"
