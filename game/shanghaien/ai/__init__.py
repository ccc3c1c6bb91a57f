"""The computer opponent: four levels (Deckhand, Bosun, Mate, Captain), baselines, hints and the arena."""

from .hint import hint
from .levels import LEVELS, PLAYER_LEVELS, Level, Searcher, choose, level_of

__all__ = ["LEVELS", "PLAYER_LEVELS", "Level", "Searcher", "choose", "hint", "level_of"]
