"""A dict-backed storage with the localStorage interface: for tests, and when the browser has none."""

from __future__ import annotations


class QuotaExceededError(Exception):
    """Raised by MemoryStorage.setItem past its quota, as the browser raises QuotaExceededError."""

    name = "QuotaExceededError"


class MemoryStorage:
    """getItem, setItem, removeItem, key(i), length and clear, over a dict, with an optional quota.

    The quota counts characters of keys and values, as browsers count their 5 MB or so.
    """

    def __init__(self, items: dict[str, str] | None = None, quota: int | None = None):
        """Start with a copy of `items`; `quota` caps the total characters (None: no cap)."""
        self.items: dict[str, str] = dict(items or {})
        self.quota = quota

    @property
    def length(self) -> int:
        """How many keys are stored."""
        return len(self.items)

    def key(self, index: int) -> str | None:
        """The index-th key, or None past the end."""
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key: str) -> str | None:  # noqa: N802 (the browser's name)
        """The value stored under key, or None."""
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        """Store value under key; raises QuotaExceededError if that would pass the quota."""
        value = str(value)
        if self.quota is not None:
            used = self.used() - (len(key) + len(self.items[key]) if key in self.items else 0)
            if used + len(key) + len(value) > self.quota:
                raise QuotaExceededError(f"Setting the value of '{key}' exceeded the quota.")
        self.items[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802
        """Forget key (no error if absent)."""
        self.items.pop(key, None)

    def clear(self) -> None:
        """Forget every key."""
        self.items.clear()

    def used(self) -> int:
        """Characters stored, keys included."""
        return sum(len(k) + len(v) for k, v in self.items.items())
