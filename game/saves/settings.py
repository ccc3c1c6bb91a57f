"""The player's settings: one JSON object under keys.SETTINGS, merged over the defaults."""

from __future__ import annotations

from typing import Any

from .keys import SETTINGS, SETUP
from .storage import Storage, read_json, to_json, write
from .values import BLOCKED, DAMAGED, SAVED, Notice, SaveResult

DEFAULTS: dict[str, Any] = {"undo": True}  # undo: may the human take back moves against the AI


def _notice(why: str) -> Notice:
    return Notice(SETTINGS, DAMAGED, f"Your settings cannot be read ({why}); the defaults are used. "
                                     "The stored settings are kept: you can export them as text or discard them.")


def check(storage: Storage) -> Notice | None:
    """A notice if the stored settings cannot be read, else None."""
    raw, data, parsed = read_json(storage, SETTINGS)
    if raw is None or (parsed and isinstance(data, dict)):
        return None
    return _notice("not valid JSON" if not parsed else "not a JSON object")


def load_settings(storage: Storage) -> dict[str, Any]:
    """The settings: the stored ones over DEFAULTS (just DEFAULTS if none can be read)."""
    _, data, parsed = read_json(storage, SETTINGS)
    return {**DEFAULTS, **data} if parsed and isinstance(data, dict) else dict(DEFAULTS)


def save_settings(storage: Storage, settings: dict[str, Any]) -> SaveResult:
    """Store the settings (a JSON-ready dict); refused while unreadable stored settings are kept."""
    notice = check(storage)
    if notice:
        return SaveResult(BLOCKED, notice.message)
    return write(storage, SETTINGS, to_json(settings), lost="the settings were not saved") or SaveResult(SAVED)


def load_setup(storage: Storage) -> dict[str, Any]:
    """The last new-game choices as stored ({} if none or unreadable: the dialog's defaults apply)."""
    _, data, parsed = read_json(storage, SETUP)
    return data if parsed and isinstance(data, dict) else {}


def save_setup(storage: Storage, setup: dict[str, Any]) -> SaveResult:
    """Remember the last new-game choices (a JSON-ready dict)."""
    return write(storage, SETUP, to_json(setup), lost="the choices were not remembered") or SaveResult(SAVED)
