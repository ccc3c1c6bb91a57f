"""The board's remembered choices (the computer's pace, the tips already seen): one JSON object
under the game's settings key, read leniently (anything unreadable gives the defaults)."""

from __future__ import annotations

from typing import Any

from game.saves.storage import Storage, read_json, to_json, write

DEFAULTS: dict[str, Any] = {"pace": "normal", "tips": []}


def load(storage: Storage, key: str) -> dict[str, Any]:
    """The stored choices over DEFAULTS (the defaults alone when nothing readable is stored)."""
    _, data, parsed = read_json(storage, key)
    out = dict(DEFAULTS)
    if parsed and isinstance(data, dict):
        if isinstance(data.get("pace"), str):
            out["pace"] = data["pace"]
        if isinstance(data.get("tips"), list):
            out["tips"] = [str(x) for x in data["tips"] if isinstance(x, str)]
    return out


def save(storage: Storage, key: str, prefs: dict[str, Any]) -> bool:
    """Store the choices; False when the storage refused them (they stay for this visit)."""
    return write(storage, key, to_json(prefs), lost="the choice was not remembered") is None
