"""Talking to a localStorage-like object: listing keys, reading text, writing with failures told."""

from __future__ import annotations

import json
import time
from typing import Any, Protocol

from .values import FAILED, FULL, KEPT_IN_MEMORY, SaveResult


class Storage(Protocol):
    """The part of the browser's Storage interface the layer uses (js.localStorage fits)."""

    length: int

    def key(self, index: int) -> Any: ...
    def getItem(self, key: str) -> Any: ...  # noqa: N802
    def setItem(self, key: str, value: str) -> None: ...  # noqa: N802
    def removeItem(self, key: str) -> None: ...  # noqa: N802


def now_ms() -> int:
    """The time now in milliseconds since 1970, as JavaScript's Date.now()."""
    return int(time.time() * 1000)


def all_keys(storage: Storage) -> list[str]:
    """Every key in storage (JavaScript null and other non-strings skipped)."""
    keys = (storage.key(i) for i in range(int(storage.length)))
    return [k for k in keys if isinstance(k, str)]


def read_text(storage: Storage, key: str) -> str | None:
    """The text stored under key, or None (Pyodide hands JavaScript's null over as jsnull)."""
    value = storage.getItem(key)
    return value if isinstance(value, str) else None


def read_json(storage: Storage, key: str) -> tuple[str | None, Any, bool]:
    """(raw text, parsed value, parsed?) for key; raw None means absent."""
    raw = read_text(storage, key)
    if raw is None:
        return None, None, False
    try:
        return raw, json.loads(raw), True
    except (ValueError, RecursionError):
        return raw, None, False


def to_json(value: Any) -> str:
    """Compact JSON text (ASCII only, so any name survives the trip to JavaScript)."""
    return json.dumps(value, separators=(",", ":"))


def is_quota_error(err: BaseException) -> bool:
    """True if a failed setItem ran out of space (QuotaExceededError, Firefox's NS_ERROR_DOM_QUOTA_REACHED)."""
    text = f"{type(err).__name__} {getattr(err, 'name', '')} {err}".lower()
    return "quota" in text


def write(storage: Storage, key: str, text: str, lost: str = KEPT_IN_MEMORY) -> SaveResult | None:
    """Store text under key; None on success, else a FULL or FAILED result saying so, then `lost`."""
    try:
        storage.setItem(key, text)
    except Exception as err:  # noqa: BLE001 (any browser refusal is reported, never raised)
        if is_quota_error(err):
            return SaveResult(FULL, f"storage is full: {lost}")
        return SaveResult(FAILED, f"the browser refused to save ({err}): {lost}")
    return None
