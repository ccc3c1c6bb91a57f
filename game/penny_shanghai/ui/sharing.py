"""Share links of Penny Shanghai's games: which games may be shared (never one that would show a
hand another person at this device has not seen), and the address of a link. A link is the saves
layer's `g1=` fragment under this board's own address (`#/penny-shanghai/g1=...`), so the shell
opens this board and the board takes the game up. Pure Python (no page)."""

from __future__ import annotations

from ..descriptor import DESCRIPTOR
from ..record import Record

GAME = DESCRIPTOR.id
PEOPLE_HIDDEN = "ps.share.hidden"  # phrase key: the game goes on and people at this device hold hands


def refusal(record: Record) -> str | None:
    """Why `record` may not be shared now (a phrase key), or None: a finished game shows every hand
    to everyone anyway; a game going on may be shared only when one person plays the computer (the
    link then shows no hand of another person)."""
    if record.state.over:
        return None
    people = [p for p in record.players if p.get("type") == "human"]
    computers = [p for p in record.players if p.get("type") != "human"]
    if len(people) == 1 and len(computers) == len(record.players) - 1:
        return None
    return PEOPLE_HIDDEN


def address(page: str, fragment: str) -> str:
    """The link: the page's address (without any fragment) and the board's route carrying `fragment`."""
    return f"{page.split('#', 1)[0]}#/{GAME}/{fragment.removeprefix('#')}"


def fragment_of(hash_text: str) -> str | None:
    """The `g1=` fragment a page address carries for this board, or None when it carries none."""
    prefix = f"#/{GAME}/"
    if not hash_text.startswith(prefix):
        return None
    rest = hash_text[len(prefix):]
    return rest if rest.startswith("g") and "=" in rest else None
