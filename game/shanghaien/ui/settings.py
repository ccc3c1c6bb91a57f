"""The player's settings (AI pace, sounds, preview, hints, undo, language, first-game tips):
defaults, checking and pace in seconds."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from game.ui.i18n import LANGUAGES

# How long the board lingers on each of the opponent's moves, by pace name.
PACES: dict[str, float] = {"slow": 1.6, "normal": 0.9, "fast": 0.35, "instant": 0.0}


@dataclass
class Settings:
    """What the settings menu remembers."""

    pace: str = "normal"
    sounds: bool = False
    preview: bool = True
    hints: bool = True
    undo: bool = True  # an Undo button against the computer (game.shanghaien.takeback decides what it may take back)
    language: str = ""  # "" until the player picks one: then the browser's languages decide
    guide: bool = True  # the first-game tips; off for good once switched off or a game is finished
    tips: list[str] = field(default_factory=list)  # the first-game tips already seen or dismissed

    def to_json(self) -> dict:
        """The settings as a JSON-ready dict."""
        return asdict(self)

    def delay(self) -> float:
        """Seconds to pause after each of the opponent's moves."""
        return PACES.get(self.pace, PACES["normal"])


def settings_from(raw: Any) -> Settings:
    """Settings from stored JSON, keeping only well-formed values (the rest stay default)."""
    out = Settings()
    if not isinstance(raw, dict):
        return out
    for f in fields(Settings):
        value = raw.get(f.name)
        if f.name == "pace":
            if value in PACES:
                out.pace = value
        elif f.name == "tips":
            if isinstance(value, list):
                out.tips = [tip for tip in value if isinstance(tip, str)][:20]
        elif f.name == "language":
            if value in LANGUAGES:
                out.language = value
        elif isinstance(value, bool):
            setattr(out, f.name, value)
    return out
