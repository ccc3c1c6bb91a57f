"""First-game tips: a few short notes, each shown once in the situation it explains until the
person dismisses it (or all of them); which were seen is remembered. Pure Python (no page)."""

from __future__ import annotations

from collections.abc import Sequence

# (id, the situation it belongs to), in the order a first game meets them; each id's words are the
# phrase `ps.tip.<id>`.
TIPS: tuple[tuple[str, str], ...] = (
    ("pick", "turn"),  # how to move a card
    ("rebuild", "turn"),  # what a legal play is
    ("stuck", "turn"),  # Find a play, Reset, Undo
    ("computer", "computer"),  # the computer's steps and its pace
    ("pot", "hand-end"),  # what going out earns
)


def next_tip(seen: Sequence[str], situation: str) -> str | None:
    """The first tip of `situation` not yet seen, or None."""
    return next((tip for tip, where in TIPS if where == situation and tip not in seen), None)


def all_tips() -> list[str]:
    """Every tip's id (what "no more tips" marks as seen)."""
    return [tip for tip, _ in TIPS]
