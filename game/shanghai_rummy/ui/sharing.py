"""Share links of Shanghai rummy games, without the page: which games may go in a link, and how
the link is written and found in an address.

A link carries the whole record, every hand of every player. So only two kinds of games may be
shared: a finished one (all hands are open by then) and one of a single person against the
computer (the only hands on this device are that person's own, and the computer's are never
shown). A game of two or more people in play is refused: the link would show one person a hand
another person here has not seen.

The link is the board's own address with the fragment of game.saves.link after it,
`#/shanghai-rummy/g1=...`: the shell opens this board for it, and the board takes the game up.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..descriptor import DESCRIPTOR

PREFIX = f"#/{DESCRIPTOR.id}/"


def people(players: Sequence[dict]) -> int:
    """How many seats a person on this device plays (every seat not the computer's)."""
    return sum(1 for p in players if p.get("type") != "ai")


def share_fault(over: bool, players: Sequence[dict]) -> str | None:
    """Why this game may not go in a link (a phrase key), or None when it may."""
    if over or people(players) == 1:
        return None
    return "sr.why.share_people"


def link_of(page: str, fragment: str) -> str:
    """The address that opens this board on the game `fragment` (game.saves.encode_link's, '#' or not)."""
    return page + PREFIX + fragment.removeprefix("#")


def fragment_in(address_hash: str) -> str | None:
    """The game fragment a board address carries (`g1=...`), or None for a plain address."""
    if address_hash.startswith(PREFIX) and len(address_hash) > len(PREFIX):
        return address_hash[len(PREFIX):]
    return None
